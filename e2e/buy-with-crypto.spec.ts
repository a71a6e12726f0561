import { expect, test } from './support/csp';
import { openBuy, openConfirmation, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`buy with crypto (${name})`, () => {
    test.use({ viewport });

    test('a customer pays for BTC with ETH from the Crypto tab', async ({ page }) => {
      const drawer = await openBuy(page);
      await drawer.getByRole('tab', { name: 'Crypto' }).click();
      const eth = drawer.getByRole('radio', { name: /ETH wallet/ });
      await expect(eth).toBeChecked();
      await expect(drawer.getByRole('radio', { name: /BTC wallet/ })).toHaveCount(0);
      const amount = drawer.getByLabel('Amount in ETH');
      await amount.fill('0.02');
      await expect(drawer.getByTestId('approx-amount')).toHaveText(/^≈ 0\.\d+ BTC$/);
      await expect(drawer.getByRole('group', { name: 'Quick amounts' })).toHaveCount(0);

      const confirm = await openConfirmation(page, drawer);
      await expect(confirm.getByTestId('quote-summary')).toContainText('ETH wallet');
      await expect(confirm.getByTestId('quote-summary')).toContainText(/Total0\.02 ETH/);
      await page.screenshot({ path: `artifacts/buy-crypto-confirm-${name}.png` });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const success = page.getByRole('dialog', { name: 'Crypto bought' });
      await expect(success).toContainText(/You bought 0\.\d+ BTC for 0\.02 ETH\./);
      await success.getByRole('button', { name: 'Done' }).click();
      await expect(amount).toHaveValue('');
    });
  });
}
