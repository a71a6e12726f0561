import { dec } from '../domain/money/decimal';
import { expect, test } from './support/csp';
import { chooseAsset, openSellTab, plain, seriousViolations, VIEWPORTS } from './support/sell';
import { freezeClock } from './support/clock';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sell a coin to cash (${name})`, () => {
    test.use({ viewport });

    test('a customer sells BTC into the USD cash account against a live quote, once', async ({ page }) => {
      await page.clock.install();
      const drawer = await openSellTab(page);
      await chooseAsset(page, drawer, 'Coins', /Bitcoin/);
      await expect(drawer.getByTestId('sell-held')).toHaveText('0.05 BTC available');
      await expect(drawer.getByRole('radio', { name: /USD cash account/ })).toBeChecked();
      const sell = drawer.getByRole('button', { name: 'Sell', exact: true });
      await expect(sell).toBeDisabled();

      const amount = drawer.getByLabel('Amount in BTC');
      await amount.fill('0.06');
      await expect(drawer.getByRole('alert')).toHaveText('Insufficient balance');
      await expect(sell).toBeDisabled();
      await amount.fill('0.01');
      await expect(drawer.getByRole('alert')).toHaveCount(0);
      await expect(drawer.getByTestId('sell-converted')).toHaveText(/^≈ \$[\d,]+\.\d{2}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-coin-${name}.png` });

      await sell.click();
      const confirm = page.getByRole('dialog', { name: 'Confirm sell BTC' });
      const summary = confirm.getByTestId('quote-summary');
      await expect(summary).toContainText('0.01 BTC');
      await expect(summary).toContainText('Trading fee');
      await expect(confirm.getByTestId('countdown')).toHaveText(/^Price refreshes in 1[0-5] seconds$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-confirm-${name}.png` });
      // axe needs the page's timers; from here the quote read is the one confirmed (no refresh between).
      await freezeClock(page);
      await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      const received = plain(await summary.locator('dd').last().innerText());

      await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
      const sold = page.getByRole('dialog', { name: 'Sold' });
      await expect(sold).toContainText(/You sold 0\.01 BTC for \$[\d,]+\.\d{2}\./);
      await page.clock.resume();
      expect(plain(/for (\$[\d,]+\.\d{2})\./.exec(await sold.innerText())?.[1] ?? '')).toBe(received);
      expect(await seriousViolations(page)).toEqual([]);
      await sold.getByRole('button', { name: 'Done' }).click();

      await expect(drawer.getByLabel('Amount in BTC')).toHaveValue('');
      await expect(drawer.getByTestId('sell-held')).toHaveText('0.04 BTC available');
      const cash = drawer.getByRole('radio', { name: /USD cash account/ });
      await expect(cash).toHaveAccessibleDescription(
        `$${dec('10000')
          .plus(received)
          .toFixed(2)
          .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
      );
    });

    test('a sale the exchange refuses ends in the failure modal and sells nothing', async ({ page }) => {
      await page.clock.install();
      const drawer = await openSellTab(page);
      await chooseAsset(page, drawer, 'Coins', /Bitcoin/);
      await drawer.getByLabel('Amount in BTC').fill('0.01');
      const armed = await page.request.post('/api/sandbox/faults', {
        data: { path: '/api/viban_purchase/quotations/confirm_sell', kind: 'error', code: 'transaction_failed' },
      });
      expect(armed.ok()).toBe(true);
      await drawer.getByRole('button', { name: 'Sell', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm sell BTC' }).getByRole('button', { name: 'Confirm' }).click();
      const failed = page.getByRole('dialog', { name: 'Purchase failed' });
      await expect(failed).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect(failed).toBeHidden();
      await expect(drawer.getByTestId('sell-held')).toHaveText('0.05 BTC available');
      await expect(drawer.getByLabel('Amount in BTC')).toHaveValue('0.01');
    });
  });
}
