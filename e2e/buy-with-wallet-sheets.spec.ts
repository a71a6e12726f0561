import { expect, test } from './support/csp';
import { bankPage, choosePayment, openBuy, openConfirmation, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`buy with Apple Pay and Google Pay (${name})`, () => {
    test.use({ viewport });

    for (const [wallet, sheetTitle, payLabel] of [
      ['Apple Pay', 'Apple Pay (sandbox)', 'Pay with Apple Pay'],
      ['Google Pay', 'Google Pay (sandbox)', 'Pay with Google Pay'],
    ] as const) {
      test(`a customer buys ETH with ${wallet}: the wallet sheet, then the bank page in the frame`, async ({ page }) => {
        const drawer = await openBuy(page);
        await drawer.getByRole('button', { name: 'Coin: Bitcoin (BTC)' }).click();
        const selector = page.getByRole('dialog', { name: 'Buy' });
        await selector.getByRole('combobox', { name: 'Search coins and baskets' }).fill('ethereum');
        await selector
          .getByRole('option', { name: /Ethereum/ })
          .first()
          .click();
        await expect(drawer.getByRole('button', { name: 'Coin: Ethereum (ETH)' })).toBeVisible();

        await choosePayment(drawer, wallet);
        await drawer.getByLabel('Amount in USD').fill('25');
        const confirm = await openConfirmation(page, drawer, 'ETH');
        await expect(confirm.getByTestId('quote-summary')).toContainText(wallet);
        await confirm.getByRole('button', { name: 'Confirm' }).click();

        const sheet = page.getByRole('dialog', { name: sheetTitle });
        await expect(sheet).toContainText('$25.00');
        await page.screenshot({ path: `artifacts/buy-${wallet.replace(' ', '-').toLowerCase()}-sheet-${name}.png` });
        await sheet.getByRole('button', { name: payLabel }).click();
        await bankPage(page).frame.getByRole('button', { name: 'Complete authentication' }).click();

        const success = page.getByRole('dialog', { name: 'Crypto bought' });
        await expect(success).toContainText(/You bought \d+\.\d+ ETH for \$25\.00\./);
        await success.getByRole('button', { name: 'Done' }).click();
      });
    }

    test('cancelling the Apple Pay sheet returns to the widget with nothing bought', async ({ page }) => {
      await page.clock.install();
      const drawer = await openBuy(page);
      await choosePayment(drawer, 'Apple Pay');
      await drawer.getByLabel('Amount in USD').fill('20');
      const confirm = await openConfirmation(page, drawer);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const sheet = page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
      await expect(sheet).toBeVisible();
      // Cancelled more than 1 s after the start: the customer's choice, not a failure (spec 000 §4).
      await page.clock.fastForward(1_100);
      await sheet.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Purchase failed' })).toHaveCount(0);
      await expect(drawer.getByLabel('Amount in USD')).toHaveValue('20');
    });
  });
}
