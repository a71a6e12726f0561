import { expect, test } from './support/csp';
import { dec } from '../domain/money/decimal';
import { signIn } from './support';
import { seriousViolations, toast, VIEWPORTS } from './support/buy';
import { freezeClock } from './support/clock';
import { resetSandbox } from './support/sandbox';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`buy from the cash account (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a customer buys BTC from the USD cash account against a live quote with a 15-second countdown', async ({ page }) => {
      await page.clock.install();
      await signIn(page);
      const cash = page.getByTestId('cash-accounts');
      await expect(cash).toContainText('$');
      const before = await cash.innerText();

      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
      await expect(drawer.getByRole('button', { name: 'Coin: Bitcoin (BTC)' })).toBeVisible();

      const amount = drawer.getByLabel('Amount in USD');
      await amount.pressSequentially('12.345');
      await expect(amount).toHaveValue('12.34');
      await expect(drawer.getByText('At most 2 decimals.')).toBeVisible();
      await amount.fill('');
      await amount.pressSequentially('1,000');
      await expect(amount).toHaveValue('1000');
      await amount.fill('100');
      await expect(drawer.getByTestId('approx-amount')).toHaveText(/^≈ 0\.\d+ BTC$/);
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      await expect(drawer.getByRole('radio', { name: /USD cash account/ })).toBeChecked();
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirm buy BTC' });
      await expect(confirm.getByTestId('quote-summary')).toContainText('$100.00');
      await expect(confirm.getByTestId('quote-summary')).toContainText('Trading fee');
      await expect(confirm.getByTestId('countdown')).toHaveText(/^Price refreshes in (15|14|13) seconds$/);
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      await page.screenshot({ path: `artifacts/confirm-modal-${name}.png` });

      // Freeze the page's clock so the countdown moves only when the test says so.
      await freezeClock(page);
      const secondsLeft = async () => Number((await confirm.getByTestId('countdown').innerText()).replace(/\D/g, ''));
      const start = await secondsLeft();
      await page.clock.runFor(2_000);
      await expect(confirm.getByTestId('countdown')).toHaveText(`Price refreshes in ${start - 2} seconds`);
      await page.mouse.click(5, 5);
      await expect(confirm).toBeVisible();

      await page.clock.runFor((start - 2) * 1_000);
      await expect(toast(page, 'The price was refreshed.')).toBeVisible();
      await expect(confirm.getByTestId('countdown')).toHaveText('Price refreshes in 15 seconds');

      await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
      const success = page.getByRole('dialog', { name: 'Crypto bought' });
      await expect(success).toContainText(/You bought 0\.\d+ BTC for \$100\.00\./);
      const privateKeyExtractable = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open('crypto-web');
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(new Error('no key database'));
        });
        const keys = await new Promise<CryptoKeyPair>((resolve, reject) => {
          const reading = db.transaction('device-keys').objectStore('device-keys').get('signing');
          reading.onsuccess = () => resolve(reading.result as CryptoKeyPair);
          reading.onerror = () => reject(new Error('no device keys'));
        });
        return keys.privateKey.extractable;
      });
      expect(privateKeyExtractable).toBe(false);
      await success.getByRole('button', { name: 'Done' }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(cash).not.toHaveText(before);
      const dollars = (text: string) => dec(text.replace(/[^\d.]/g, ''));
      expect(
        dollars(before)
          .minus(dollars(await cash.innerText()))
          .toFixed(2),
      ).toBe('100.00');
    });

    test('the Buy widget explains why an amount cannot be bought and keeps Buy disabled', async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Buy crypto' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      const amount = drawer.getByLabel('Amount in USD');
      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });

      await amount.fill('0.5');
      await expect(drawer.getByRole('alert')).toHaveText('The minimum is $1.00');
      await expect(buy).toBeDisabled();

      await amount.fill('999999');
      await expect(drawer.getByRole('alert')).toHaveText('Insufficient balance');
      await expect(buy).toBeDisabled();

      await amount.fill('25');
      await expect(drawer.getByRole('alert')).toHaveCount(0);
      await expect(buy).toBeEnabled();
    });

    test('a customer with an empty cash account is told to deposit and cannot pay from it', async ({ page }) => {
      await signIn(page, '+1 555 010 0002');
      // Her home's first-action guide keeps Buy crypto disabled until she funds; a coin's page opens the drawer.
      await page.goto('/hub/price/bitcoin');
      await page.getByRole('button', { name: 'Buy BTC' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      const wallet = drawer.getByRole('radio', { name: /USD cash account/ });
      await expect(wallet).toBeDisabled();
      await expect(drawer.getByText('Deposit to use this account')).toBeVisible();
      await drawer.getByLabel('Amount in USD').fill('50');
      await expect(wallet).not.toBeChecked();
      await expect(drawer.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    });
  });
}
