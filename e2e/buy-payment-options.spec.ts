import { expect, test } from './support/csp';
import { choosePayment, openBuy, PERSONAS, toast, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`Buy payment options (${name})`, () => {
    test.use({ viewport });

    test('an expired card is shown with its message but cannot be selected', async ({ page }) => {
      const drawer = await openBuy(page, PERSONAS.ed);
      const expired = drawer.getByRole('radio', { name: /Visa ending 0005/ });
      await expect(expired).toBeDisabled();
      await expect(drawer.getByText('This card has expired.')).toBeVisible();
      await expired.click({ force: true });
      await expect(expired).not.toBeChecked();
      await choosePayment(drawer, /Mastercard ending 5454/);
      await page.screenshot({ path: `artifacts/buy-expired-card-${name}.png` });
    });

    test('a customer adds a card in the gateway’s form, finds it selected, then deletes it after confirming', async ({ page }) => {
      const drawer = await openBuy(page, PERSONAS.zoe);
      await drawer.getByRole('button', { name: 'Add card' }).click();
      const form = page.getByRole('dialog', { name: 'Add a card' });
      const frame = form.frameLocator('iframe');
      await frame.getByLabel('Name on card').fill('Zoe Empty');
      await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiry date (MM/YY)').fill('08/30');
      await frame.getByLabel('Security code').fill('123');
      await frame.getByRole('button', { name: 'Add card' }).click();
      await expect(form).toBeHidden();
      await expect(toast(page, 'Card ending in 4242 added.')).toBeVisible();
      const card = drawer.getByRole('radio', { name: /Visa ending 4242/ });
      await expect(card).toBeChecked();

      await drawer.getByRole('button', { name: 'Edit' }).click();
      await drawer.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
      const sure = page.getByRole('alertdialog', { name: 'Delete this card?' });
      await expect(sure).toContainText('**** **** **** 4242');
      await page.screenshot({ path: `artifacts/buy-delete-card-${name}.png` });
      await sure.getByRole('button', { name: 'Delete card' }).click();
      await expect(sure).toBeHidden();
      await expect(card).toHaveCount(0);
      await expect(toast(page, 'Card ending in 4242 deleted.')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    });
  });
}
