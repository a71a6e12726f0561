import { expect, test } from './support/csp';
import { declareAndSubmit, openSetup, personalDetails, startForm, TEXAS, typeAddress, workAndIncome } from './support/kyc';
import { freezeClock, runClockUntil } from './support/clock';
import { advanceSandboxClock, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** Choice of the sandbox: a manual review is decided an hour (sandbox time) after the submit. */
const REVIEW_MS = 3_600_000;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`cash account setup outcomes (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ request }) => resetSandbox(request));

    test('"Review Me" waits for a review: pending, the home banner, and an hour later on the sandbox clock the account opens', async ({ page, request }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Review', 'Me');
      await typeAddress(dialog, TEXAS);
      await workAndIncome(dialog, { status: 'retired', income: '25k_50k' });
      await declareAndSubmit(dialog);

      const pending = page.getByRole('dialog', { name: 'Verification in progress' });
      await expect(pending).toBeVisible({ timeout: 15_000 });
      const checked = page.waitForResponse((r) => r.url().includes('/kyc/verification_state'));
      await pending.getByRole('button', { name: 'Check status' }).click();
      expect((await checked).ok()).toBe(true);
      await expect(pending.getByRole('button', { name: 'Check status' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-pending-${name}.png` });
      await pending.getByRole('button', { name: 'Close' }).last().click();

      await page.keyboard.press('Escape');
      const banner = page.getByRole('region', { name: 'Your details are under review' });
      await expect(banner).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-banner-pending-${name}.png` });

      await advanceSandboxClock(request, REVIEW_MS);
      const intro = await openSetup(page, true);
      await intro.getByRole('checkbox', { name: 'I agree to the terms of the cash account' }).check();
      await intro.getByRole('button', { name: 'Open cash account' }).click();
      const ready = page.getByRole('dialog', { name: 'Your cash account is ready' });
      await ready.getByRole('button', { name: 'Done' }).click();
      await expect(banner).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Fund your account' }).getByRole('button', { name: /USD cash account/ })).toContainText('Balance $0.00');
    });

    test('"Reject Me" shows the rejected banner on the home with the way to support', async ({ page }) => {
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Reject', 'Me');
      await typeAddress(dialog, TEXAS);
      await workAndIncome(dialog, { status: 'retired', income: '25k_50k' });
      await declareAndSubmit(dialog);
      const unsuccessful = page.getByRole('dialog', { name: 'We could not verify your identity' });
      await unsuccessful.getByRole('button', { name: 'Close' }).last().click({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      const banner = page.getByRole('region', { name: 'We could not verify your identity' });
      await expect(banner.getByRole('link', { name: /Contact support/ })).toHaveAttribute('target', '_blank');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-banner-rejected-${name}.png` });
    });

    test('a casino operator is asked about the source of wealth (enhanced due diligence), then the account opens', async ({ page }) => {
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Sam', 'Rivera');
      await typeAddress(dialog, TEXAS);
      await workAndIncome(dialog, { status: 'employed', occupation: 'casino_operator', income: '250k_1m' });
      await declareAndSubmit(dialog);

      const more = page.getByRole('dialog', { name: 'We need a few more details' });
      await expect(more).toBeVisible({ timeout: 15_000 });
      await more.getByRole('button', { name: 'Continue' }).click();
      const edd = dialog.getByRole('form', { name: 'Your source of wealth' });
      await edd.getByRole('checkbox', { name: 'Inheritance' }).check();
      await edd.getByRole('checkbox', { name: 'Other' }).check();
      await edd.getByRole('button', { name: 'Continue' }).press('Enter');
      await expect(edd.getByLabel('Please specify')).toBeFocused();
      await edd.getByLabel('Please specify').fill('Lottery win');
      await edd.getByLabel('Total wealth (USD)').fill('2500000');
      await expect(edd.getByLabel('Total wealth (USD)')).toHaveValue('2500000');
      await edd.getByLabel('How did you build your wealth?').fill('An inheritance from my grandmother and a lottery win in 2019.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-edd-${name}.png` });
      await edd.getByRole('button', { name: 'Continue' }).click();
      await declareAndSubmit(dialog);
      await expect(page.getByRole('dialog', { name: 'Your cash account is ready' })).toBeVisible({ timeout: 15_000 });
    });

    test('an income over 1,000,000 asks for proof: the bank connection cancelled, failed, then connected', async ({ page }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Sam', 'Rivera');
      await typeAddress(dialog, TEXAS);
      await workAndIncome(dialog, { status: 'self_employed', occupation: 'lawyer', income: 'over_1m' });
      await declareAndSubmit(dialog);

      const income = dialog.getByRole('form', { name: 'About your income' });
      await expect(income).toBeVisible({ timeout: 15_000 });
      await income.getByRole('radio', { name: 'Connect my bank' }).check();
      await income
        .getByLabel(/income/i)
        .last()
        .fill('Dividends from my company and rental income.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-additional-${name}.png` });
      await income.getByRole('button', { name: 'Continue' }).click();

      const step = dialog.getByRole('region', { name: 'Connect your bank' });
      const connect = step.getByRole('button', { name: 'Connect your bank' });
      const bank = step.frameLocator('iframe[title="Your bank connection"]');
      await connect.click();
      await bank.getByRole('button', { name: 'Cancel' }).click();
      await expect(income).toBeVisible();
      await expect(income.getByRole('radio', { name: 'Connect my bank' })).toBeChecked();
      await income.getByRole('button', { name: 'Continue' }).click();

      await connect.click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-bank-page-${name}.png` });
      await bank.getByRole('button', { name: 'Fail connection' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('The bank connection did not complete. Please try again.');
      await page.screenshot({ path: `artifacts/kyc-bank-error-${name}.png` });

      await connect.click();
      await bank.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Your cash account is ready' })).toBeVisible({ timeout: 15_000 });
    });

    test('a New York address opens the account with crypto withdrawals restricted; it takes a deposit and buys crypto without a reload', async ({
      page,
      request,
    }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      await page.clock.install();
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Sam', 'Rivera');
      await typeAddress(dialog, { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' });
      await workAndIncome(dialog, { status: 'retired', income: '50k_100k' });
      await declareAndSubmit(dialog);
      const ready = page.getByRole('dialog', { name: 'Your cash account is ready' });
      await expect(ready.getByText('Not available where you live: crypto withdrawals.')).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-restricted-${name}.png` });
      await ready.getByRole('button', { name: 'Done' }).click();

      const tile = page.getByRole('dialog', { name: 'Fund your account' }).getByRole('button', { name: /USD cash account/ });
      await expect(tile).toContainText('Balance $0.00');
      await tile.click();
      await page
        .getByRole('dialog', { name: 'Deposit USD' })
        .getByRole('button', { name: /^Bank transfer/ })
        .first()
        .click();
      const deposit = page.getByRole('dialog', { name: 'Deposit USD · Bank transfer' });
      await expect(deposit.getByRole('region', { name: 'Bank details' })).toBeVisible();
      await freezeClock(page);
      await deposit.getByRole('button', { name: 'Enter reference number' }).click();
      const reference = page.getByRole('dialog', { name: 'Enter reference number' });
      await reference.getByLabel('Reference number').fill('SAM12345678');
      await reference.getByRole('button', { name: 'Confirm' }).click();
      await expect(deposit.getByRole('status').filter({ hasText: 'Your deposit of $100.00 is on its way.' })).toBeVisible();
      await advanceSandboxClock(request, 30_000);
      await runClockUntil(page, 1_000, () => expect(deposit.getByRole('status').filter({ hasText: 'has arrived' })).toBeVisible({ timeout: 1_000 }));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('$100.00');
      await page.clock.resume();

      await page.getByRole('button', { name: 'Buy crypto' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await drawer.getByLabel('Amount in USD').fill('50');
      await drawer.getByRole('radio', { name: /USD cash account/ }).click();
      await drawer.getByRole('button', { name: 'Buy', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm buy BTC' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('dialog', { name: 'Crypto bought' })).toContainText(/You bought 0\.\d+ BTC for \$50\.00\./);
    });

    test('answers the server refuses at submit show its message and keep the form: the SSN, a PO Box, an unknown postal code, then an address in use', async ({
      page,
    }) => {
      const dialog = await startForm(page, await openSetup(page));
      await personalDetails(dialog, 'Sam', 'Rivera', '000000000');
      const about = dialog.getByRole('form', { name: 'About you' });
      await expect(dialog.getByRole('alert')).toHaveText('The SSN does not match the name and date of birth.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/kyc-server-error-${name}.png` });
      await about.getByLabel('Social Security number').fill('123456789');
      await about.getByRole('button', { name: 'Continue' }).click();

      const address = await typeAddress(dialog, { line1: 'PO Box 1200', city: 'Austin', state: 'TX', postalCode: '78701' });
      await expect(dialog.getByRole('alert')).toHaveText('A residential address cannot be a PO Box.');
      await address.getByLabel('Address line 1').fill('1 Congress Avenue');
      await address.getByLabel('Postal code').fill('00000');
      await address.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/address/i);
      await expect(address.getByLabel('City')).toHaveValue('Austin');
      await address.getByLabel('Address line 1').fill('1 Market Street');
      await address.getByLabel('City').fill('San Francisco');
      await address.getByRole('combobox', { name: 'State' }).selectOption('CA');
      await address.getByLabel('Postal code').fill('94105');
      await address.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: 'We could not verify your identity' })).toBeVisible();
    });

    test('the first form is completed with the keyboard alone', async ({ page }) => {
      const intro = await openSetup(page);
      await intro.getByRole('checkbox', { name: 'I agree to the terms of the cash account' }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const more = page.getByRole('dialog', { name: 'We need a few more details' });
      await expect(more.getByRole('button', { name: 'Continue' })).toBeVisible();
      await more.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
      const about = page.getByRole('dialog', { name: 'Set up your USD cash account' }).getByRole('form', { name: 'About you' });
      await expect(about).toBeVisible();
      const first = about.getByLabel('First name');
      for (let i = 0; i < 10 && !(await first.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.type('Sam');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Rivera');
      await page.keyboard.press('Tab');
      await expect(about.getByLabel('Date of birth')).toBeFocused();
      await page.keyboard.type('05171990');
      await expect(about.getByLabel('Date of birth')).toHaveValue('1990-05-17');
      const nationality = about.getByRole('combobox', { name: 'Nationality' });
      for (let i = 0; i < 5 && !(await nationality.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(nationality).toBeFocused();
      await page.keyboard.type('United States');
      await expect(nationality).toHaveValue('US');
      await page.keyboard.press('Tab');
      await expect(about.getByLabel('Social Security number')).toBeFocused();
      await page.keyboard.type('123456789');
      await page.keyboard.press('Tab');
      await expect(about.getByRole('checkbox', { name: /information I give is true/ })).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(about.getByRole('button', { name: 'Continue' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('form', { name: 'Your home address' })).toBeVisible();
    });
  });
}
