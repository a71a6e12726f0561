import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`deposit by card top-up (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a customer opens the deposit deep link on the card method, tops up $100 with the keyboard through 3-D Secure and sees the receivable in her cash account', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/hub/home?deposit=USD&method=fiat_wallet_top_up');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Debit or credit card' });
      await expect(modal.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
      await expect(page).toHaveURL(/\/hub\/home$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-card-options-${name}.png` });

      await modal.getByLabel('Amount in USD').focus();
      await page.keyboard.type('100');
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Confirm your top-up' })).toBeVisible();
      await expect(modal.locator('.summary > div')).toHaveText(['Amount$100.00', 'Fee (3.99 %)$3.99', 'You receive$96.01']);
      await modal.getByRole('checkbox', { name: /I agree to the fee of \$3\.99/ }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-card-confirm-${name}.png` });
      await page.keyboard.press('Enter');
      const passcode = modal.getByLabel('Enter your 6-digit passcode');
      await passcode.fill(DEMO.passcode);
      await passcode.press('Enter');

      const bank = page.getByRole('dialog', { name: 'Confirm your payment' }).frameLocator('iframe[title="Payment page of your bank"]');
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Top-up of $100.00 done: $96.01 is in your cash account.' })).toBeVisible();
      await page.screenshot({ path: `artifacts/deposit-card-success-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cash accounts' })).toContainText('$10,096.01');
    });
  });
}
