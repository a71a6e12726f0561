import { expect, test } from './support/csp';
import { bankPage, choosePayment, openBuy, openConfirmation, seriousViolations, VIEWPORTS } from './support/buy';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`Buy widget accessibility (${name})`, () => {
    test.use({ viewport });

    test('axe finds no serious or critical violation in the widget, its dialogs and the payment frame modal', async ({ page }) => {
      const drawer = await openBuy(page);
      await drawer.getByLabel('Amount in USD').fill('0.5');
      await expect(drawer.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page, '[role=dialog]'), 'widget with an inline error').toEqual([]);

      await drawer.getByRole('button', { name: 'Edit' }).click();
      await drawer.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
      expect(await seriousViolations(page, '[role=alertdialog]'), 'delete confirmation').toEqual([]);
      await page.getByRole('button', { name: 'Keep card' }).click();
      await drawer.getByRole('button', { name: 'Done' }).click();

      await drawer.getByRole('tab', { name: 'Crypto' }).click();
      await expect(drawer.getByLabel('Amount in ETH')).toBeVisible();
      expect(await seriousViolations(page, '[role=dialog]'), 'crypto tab').toEqual([]);
      await drawer.getByRole('tab', { name: 'Cash' }).click();

      await choosePayment(drawer, /Visa ending 4242/);
      await drawer.getByLabel('Amount in USD').fill('20');
      const confirm = await openConfirmation(page, drawer);
      expect(await seriousViolations(page, '[role=dialog]'), 'confirmation').toEqual([]);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const { modal, frame } = bankPage(page);
      await expect(frame.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
      expect(await seriousViolations(page, '[role=dialog]'), 'payment frame modal').toEqual([]);
      await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
      await frame.getByRole('button', { name: 'Complete authentication' }).click();

      const success = page.getByRole('dialog', { name: 'Crypto bought' });
      await expect(success).toBeVisible();
      expect(await seriousViolations(page, '[role=dialog]'), 'success modal').toEqual([]);
      await page.screenshot({ path: `artifacts/buy-success-${name}.png` });
    });
  });
}
