import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { advanceSandboxClock, armFault, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const TESS = '+1 555 010 0008';

/**
 * `opener` opens the bank-link page on the gateway's origin, in the payment frame: its opening time
 * is logged once it has loaded (awaited from before the click, so a fast page cannot beat it).
 */
async function authoriseBankLink(page: Page, opener: Locator, bankName: string): Promise<void> {
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/v1/crypto_fiats/bank_link/opening_duration') && r.method() === 'POST');
  await opener.click();
  const bank = page.getByRole('dialog', { name: 'Connect your bank' }).frameLocator('iframe[title="Your bank’s link page"]');
  await expect(bank.getByText(`Crypto asks to see your account details at ${bankName}`)).toBeVisible();
  const body = (await logged).postDataJSON() as { readonly duration_ms: unknown };
  expect(typeof body.duration_ms).toBe('number');
  // The toast saying the account is linked stays until the clock moves again.
  await freezeClock(page);
  await bank.getByRole('button', { name: 'Authorise' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(new RegExp(`${bankName} •••• \\w{4} is linked\\.`));
  await page.clock.resume();
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`instant deposit from a linked bank (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('an internal tester sees her accounts by link status; a pull refused with account_link_fail_error opens the relink modal, she relinks through the bank link, pulls $150, adds an account, cannot remove a pending or unsettled one, and the cash account grows by exactly $150', async ({
      page,
      request,
    }) => {
      test.slow(); // a long journey with an axe check at each step
      await page.clock.install();
      await signIn(page, TESS);
      const usd = page.getByRole('region', { name: 'Cash accounts' }).getByRole('listitem').filter({ hasText: 'USD cash account' });
      await expect(usd).toHaveText('USD cash account$50,000.00');
      await page.goto('/hub/home?deposit=USD&method=us_ach_pull');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Instant deposit' });
      const from = modal.getByRole('radiogroup', { name: 'From' });
      await expect(from.getByRole('radio', { name: /^Chase/ })).toBeChecked();
      await expect(from.getByRole('radio')).toHaveCount(4);
      const accounts = modal.getByRole('region', { name: 'Your bank accounts' });
      await expect(accounts.getByRole('list', { name: 'Needs relinking' }).getByRole('button', { name: /^Relink / })).toHaveCount(4);
      await expect(accounts.getByRole('list', { name: 'Rejected' })).toHaveText(/Capital One.*Rejected by your bank/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-pull-${name}.png` });
      await accounts.getByRole('button', { name: 'Manage accounts' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `artifacts/deposit-pull-accounts-${name}.png` });

      await modal.getByLabel('Amount in USD').fill('5');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.getByRole('alert')).toHaveText('The amount is below the minimum deposit.');
      await modal.getByLabel('Amount in USD').fill('150');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await armFault(request, { path: '/api/v1/crypto_fiats/deposit_pulls/confirm', kind: 'error', code: 'account_link_fail_error' });
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Deposit', exact: true }).click();

      const relink = page.getByRole('dialog', { name: 'Relink your bank account' });
      await expect(relink).toContainText(/Sign in to your bank again to keep depositing from Chase/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-pull-relink-${name}.png` });
      await authoriseBankLink(page, relink.getByRole('button', { name: 'Relink' }), 'Chase');
      await expect(relink).toBeHidden();

      // Back at the amount step with the refused amount and account; the accounts reloading after the relink keep them.
      await expect(modal.getByLabel('Amount in USD')).toHaveValue('150');
      await expect(from.getByRole('radio', { name: /^Chase/ })).toBeChecked();
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.getByRole('heading', { name: 'Confirm your deposit' })).toBeVisible();
      await expect(modal.getByRole('term')).toHaveText(['Amount', 'Fee', 'You receive', 'From']);
      await expect(modal).toContainText('When it arrives');
      await expect(modal).not.toContainText('deposit_pull');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-pull-confirm-${name}.png` });
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await freezeClock(page);
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Your deposit of $150.00 is on its way.' })).toBeVisible();
      await advanceSandboxClock(request, 30_000);
      const arrived = modal.getByRole('status').filter({ hasText: 'Your deposit of $150.00 has arrived.' });
      await runClockUntil(page, 1_000, () => expect(arrived).toBeVisible({ timeout: 1_000 }));
      await page.clock.resume();
      await page.keyboard.press('Escape');
      await expect(usd).toHaveText('USD cash account$50,150.00');

      await page.goto('/hub/home?deposit=USD&method=us_ach_pull');
      await authoriseBankLink(page, modal.getByRole('button', { name: 'Add a bank account' }), 'Sandbox Credit Union');
      await expect(from.getByRole('radio', { name: /^Sandbox Credit Union/ })).toBeVisible();

      await modal.getByRole('button', { name: 'Manage accounts' }).click();
      await expect(modal.getByRole('button', { name: /^Remove Bank of America/ })).toBeDisabled();
      await expect(modal.getByText('Pending accounts cannot be removed.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-pull-manage-${name}.png` });
      await modal.getByRole('button', { name: /^Remove Citibank/ }).click();
      const remove = page.getByRole('alertdialog', { name: /^Remove Citibank/ });
      await remove.getByRole('button', { name: 'Remove' }).click();
      await expect(remove.getByRole('alert')).toHaveText('A withdrawal is still on its wayThis bank account has a withdrawal that has not settled yet.');
      await page.screenshot({ path: `artifacts/deposit-pull-remove-refused-${name}.png` });
      await remove.getByRole('button', { name: 'Keep it' }).click();
      await expect(modal.getByRole('button', { name: /^Remove Citibank/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(usd).toHaveText('USD cash account$50,150.00');
    });
  });
}
