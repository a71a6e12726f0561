import { expect, test } from './support/csp';
import { signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { advanceSandboxClock, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const ZOE = '+1 555 010 0002';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`deposit by bank transfer (${name})`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a new customer opens the deposit modal from the fund tile, copies the bank details, switches bank, emails them and finds her transfer by its reference number; the balance follows when it settles', async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await signIn(page, ZOE);
      await page.getByRole('region', { name: 'Get started' }).getByRole('button', { name: 'Add payment method' }).click();
      await page
        .getByRole('dialog', { name: 'Fund your account' })
        .getByRole('button', { name: /USD cash account/ })
        .click();

      const picker = page.getByRole('dialog', { name: 'Deposit USD' });
      const methods = picker.getByRole('list', { name: 'How do you want to deposit?' });
      await expect(methods.getByRole('button')).toHaveText([/^Bank transfer/, /^Bank transfer/, /^SWIFT wire/, /^Debit or credit card/]);
      await expect(picker.getByRole('list', { name: 'Not available' }).getByRole('listitem')).toHaveText([
        /^Instant deposit.*Only in the app/,
        /^PayPal.*Only in the app/,
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-picker-${name}.png` });

      await methods.getByRole('button').first().click();
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Bank transfer' });
      const details = modal.getByRole('region', { name: 'Bank details' });
      await expect(details.getByRole('definition').first()).toContainText(/Sandbox Exchange FBO/);
      await details.getByRole('button', { name: 'Copy Routing number' }).click();
      await expect(details.getByRole('status')).toHaveText('Routing number copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('084106768');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-bank-info-${name}.png` });

      // From here the page's timers (vendor polling, the email countdown, settlement polling) move only when the test says.
      await freezeClock(page);
      await modal.getByLabel('Receiving bank').selectOption({ label: 'Lead Bank' });
      const confirmSwitch = page.getByRole('alertdialog', { name: 'Switch receiving bank?' });
      // The vendor is created on the sandbox before either clock moves (its 3 s start then), and the
      // page polls its state only once that answer has arrived.
      const created = page.waitForResponse((response) => response.url().includes('/deposit_methods/create_vendor'));
      await confirmSwitch.getByRole('button', { name: 'Switch' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Retrieving provider details…' })).toBeVisible();
      expect((await created).ok()).toBe(true);
      await advanceSandboxClock(request, 3_000);
      await runClockUntil(page, 1_000, () => expect(details.getByRole('definition').last()).toContainText('checking', { timeout: 1_000 }));
      await expect(modal.getByLabel('Receiving bank')).toHaveValue('lead_bank');

      await modal.getByRole('button', { name: 'Email me these details' }).click();
      await expect(modal.getByRole('button', { name: 'Email again in 60 seconds' })).toBeDisabled();
      await page.clock.runFor(1_000);
      await expect(modal.getByRole('button', { name: 'Email again in 59 seconds' })).toBeDisabled();
      await expect(modal.getByText(/Your verification code is \w+\./)).toBeVisible();

      await modal.getByRole('button', { name: 'Enter reference number' }).click();
      const reference = page.getByRole('dialog', { name: 'Enter reference number' });
      const field = reference.getByLabel('Reference number');
      const confirm = reference.getByRole('button', { name: 'Confirm' });
      await field.fill('ZOE1234');
      await expect(confirm).toBeDisabled();
      await field.fill('ZOE1234567890');
      await expect(reference.getByRole('alert')).toHaveText('The reference number exceeds the maximum length.');
      await field.fill('ZOE12345678');
      await confirm.click();
      await expect(reference).toBeHidden();
      await expect(modal.getByRole('status').filter({ hasText: 'Your deposit of $100.00 is on its way.' })).toBeVisible();
      await page.screenshot({ path: `artifacts/deposit-pending-${name}.png` });

      await advanceSandboxClock(request, 30_000);
      const arrived = modal.getByRole('status').filter({ hasText: 'Your deposit of $100.00 has arrived.' });
      await runClockUntil(page, 1_000, () => expect(arrived).toBeVisible({ timeout: 1_000 }));
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('$100.00');
    });
  });
}
