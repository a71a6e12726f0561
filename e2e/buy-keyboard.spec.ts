import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { VIEWPORTS } from './support/buy';

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`keyboard-only buy (${name})`, () => {
    test.use({ viewport });

    test('a customer buys BTC from the cash account with the keyboard alone', async ({ page }) => {
      await signIn(page);
      const open = page.getByRole('button', { name: 'Buy crypto' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer).toBeVisible();

      const amount = drawer.getByLabel('Amount in USD');
      await tabTo(page, amount);
      await page.keyboard.type('35');
      await expect(amount).toHaveValue('35');

      // The payment options are one radio group: Tab enters it, the arrows move the choice.
      const cashAccount = drawer.getByRole('radio', { name: /USD cash account/ });
      await tabTo(page, drawer.getByRole('radio', { checked: true }));
      for (let i = 0; i < 6 && !(await cashAccount.isChecked()); i++) {
        await page.keyboard.press('ArrowDown');
        // The choice follows the focus in the same key event, however quick the key press.
        await expect(drawer.locator('input[type="radio"]:focus')).toBeChecked();
      }
      await expect(cashAccount).toBeChecked();

      const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
      await tabTo(page, buy);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Confirm buy BTC' });
      await expect(confirm.getByTestId('quote-summary')).toContainText('$35.00');
      await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }));
      await page.keyboard.press('Enter');

      const success = page.getByRole('dialog', { name: 'Crypto bought' });
      await expect(success).toContainText('$35.00');
      await expect(success.getByRole('button', { name: 'Done' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(success).toBeHidden();
      await expect(amount).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
}
