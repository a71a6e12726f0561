import { signIn } from './support';
import { expect, test } from './support/csp';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`Level Up (${name})`, () => {
    test.use({ viewport });

    test('from the trade drawer’s Level Up banner, a customer joins Pro yearly through the Google Pay sheet with the passcode, then cancels the renewal', async ({
      page,
    }) => {
      test.slow(); // a long journey with an axe check at each step
      await resetSandbox(page.request);
      await signIn(page);
      await page.goto('/hub/price/bitcoin');
      await page.getByRole('button', { name: 'Buy BTC' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByLabel('Amount in USD').fill('50');
      const banner = drawer.getByRole('complementary', { name: 'Level Up' });
      await banner.getByRole('link', { name: 'See Level Up plans' }).click();
      await expect(page).toHaveURL(/\/hub\/level-up\/subscription$/);
      await expect(drawer).toBeHidden();

      await expect(page.getByRole('heading', { level: 1, name: 'Level Up' })).toBeVisible();
      const plans = page.getByRole('region', { name: 'Plans' });
      await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Level Up Plus', 'Level Up Pro', 'Level Up Private']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/level-up-${name}.png`, fullPage: true });

      await plans.getByRole('button', { name: 'Choose Level Up Pro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Level Up Pro' });
      await dialog.getByRole('radio', { name: 'Yearly, $299.99' }).check();
      await dialog.getByRole('radio', { name: 'Google Pay' }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/level-up-checkout-${name}.png` });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByText('You pay $299.99 today')).toBeVisible();
      await dialog.getByLabel('Enter your 6-digit passcode to subscribe').fill('147258');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/level-up-review-${name}.png` });
      await dialog.getByRole('button', { name: 'Subscribe' }).click();

      const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
      await expect(sheet).toContainText('$299.99');
      await sheet.getByRole('button', { name: 'Pay with Google Pay' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Welcome to Level Up Pro. Your benefits apply from now on.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/level-up-done-${name}.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();

      const manage = page.getByRole('region', { name: 'Your subscription' });
      await expect(manage).toContainText('Level Up Pro');
      await expect(manage).toContainText('Active');
      await expect(page.getByText('You are a Level Up Pro member')).toBeVisible();
      await expect(plans.getByText('Your plan')).toBeVisible();
      await manage.getByRole('button', { name: 'Cancel renewal' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel renewal?' });
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(manage).toContainText('Cancelled');
      await expect(manage.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
      await page.screenshot({ path: `artifacts/level-up-manage-${name}.png`, fullPage: true });
    });
  });
}
