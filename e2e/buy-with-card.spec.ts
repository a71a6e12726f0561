import { expect, test } from './support/csp';
import { bankPage, choosePayment, openBuy, openConfirmation, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`buy with a saved card (${name})`, () => {
    test.use({ viewport });

    test('a customer buys BTC with a saved Visa, authenticating with 3-D Secure in the frame', async ({ page }) => {
      const drawer = await openBuy(page);
      await choosePayment(drawer, /Visa ending 4242/);
      await drawer.getByLabel('Amount in USD').fill('40');
      await expect(drawer.getByTestId('processing-fee')).toHaveText('≈ $1.60');
      const confirm = await openConfirmation(page, drawer);
      await expect(confirm.getByTestId('quote-summary')).toContainText('Visa ending 4242');
      await expect(confirm.getByTestId('processing-fee')).toHaveText('$1.60');
      await confirm.getByRole('button', { name: 'Confirm' }).click();

      const { modal, frame } = bankPage(page);
      await expect(frame.getByText(/a payment of .* USD to Crypto/)).toBeVisible();
      await expect(modal.locator('iframe')).toHaveAttribute('height', '576');
      await page.screenshot({ path: `artifacts/buy-card-3ds-${name}.png` });
      await frame.getByRole('button', { name: 'Complete authentication' }).click();

      const success = page.getByRole('dialog', { name: 'Crypto bought' });
      await expect(success).toContainText(/You bought 0\.\d+ BTC for \$40\.00\./);
      await expect(modal).toBeHidden();
      await success.getByRole('button', { name: 'Done' }).click();
      await expect(drawer.getByLabel('Amount in USD')).toHaveValue('');
    });

    test('a failed 3-D Secure authentication shows the failure modal and Try again returns to the widget', async ({ page }) => {
      const drawer = await openBuy(page);
      await choosePayment(drawer, /Visa ending 4242/);
      await drawer.getByLabel('Amount in USD').fill('30');
      const confirm = await openConfirmation(page, drawer);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await bankPage(page).frame.getByRole('button', { name: 'Fail authentication' }).click();

      const failure = page.getByRole('dialog', { name: 'Purchase failed' });
      await expect(failure).toContainText('Transaction failed.');
      await page.screenshot({ path: `artifacts/buy-card-failed-${name}.png` });
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(failure).toBeHidden();
      await expect(drawer.getByLabel('Amount in USD')).toHaveValue('30');
      await expect(drawer.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    });
  });
}
