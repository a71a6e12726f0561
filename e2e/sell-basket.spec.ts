import { expect, test } from './support/csp';
import { chooseAsset, openSellTab, seriousViolations, VIEWPORTS } from './support/sell';
import { freezeClock, runClockUntil } from './support/clock';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sell a basket by percentage (${name})`, () => {
    test.use({ viewport });

    test('a customer sells half of a basket, is told the minimum below it, and hears when the sale settles', async ({ page }) => {
      await page.clock.install();
      const drawer = await openSellTab(page);
      await chooseAsset(page, drawer, 'Baskets', /Blue Chip/);
      const percentage = drawer.getByLabel('Percentage of Blue Chip to sell');
      await expect(percentage).toHaveValue('100');
      await expect(drawer.getByRole('tab', { name: 'Crypto' })).toHaveCount(0);
      const sell = drawer.getByRole('button', { name: 'Sell', exact: true });

      // Blue Chip holds about $1,000: 0.25 % is below the product's minimum of $5.00 plus its buffer.
      await percentage.fill('0.25');
      await expect(drawer.getByRole('alert')).toHaveText('The minimum you can sell is $5.25.');
      await expect(sell).toBeDisabled();
      await percentage.fill('100.5');
      await expect(percentage).toHaveValue('100');
      await drawer.getByRole('button', { name: 'Sell 50%' }).click();
      await expect(percentage).toHaveValue('50');
      await expect(drawer.getByRole('alert')).toHaveCount(0);
      await expect(drawer.getByTestId('sell-converted')).toHaveText(/^≈ \$[\d,]+\.\d{2} of \$[\d,]+\.\d{2}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-basket-${name}.png` });

      await sell.click();
      const confirm = page.getByRole('dialog', { name: 'Confirm basket sell' });
      await expect(confirm.getByTestId('quote-summary')).toContainText('50%');
      await expect(confirm.getByTestId('quote-summary')).toContainText('BTC · ETH');
      await expect(confirm.getByTestId('countdown')).toHaveText(/^Price refreshes in (15|14|13) seconds$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/sell-basket-confirm-${name}.png` });
      await confirm.getByRole('button', { name: 'Confirm' }).click();

      const sold = page.getByRole('dialog', { name: 'Basket sold' });
      await expect(sold).toContainText(/Your Blue Chip sale of \$[\d,]+\.\d{2} is settling\./);
      expect(await seriousViolations(page)).toEqual([]);
      await sold.getByRole('button', { name: 'Done' }).click();

      // The sale settles on the sandbox a moment later; the page checks every 15 s of its own
      // clock, which stands still between checks so the toast cannot time out unseen.
      await freezeClock(page);
      const settled = page.getByText('Your Blue Chip sale has settled. The money is in your cash account.');
      await runClockUntil(page, 15_000, () => expect(settled).toBeVisible({ timeout: 3_000 }));
    });
  });
}
