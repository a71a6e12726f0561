import { expect, test } from './support/csp';
import { DEMO } from './support';
import { advanceSandboxClock, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const TESS = '+1 555 010 0008';
/** Tess's USD transactions, page 1, with the instant deposit opened over them (the deposit link's query is consumed on arrival). */
const HISTORY = '/hub/transactions/wallet/fiat/USD?page=1';
const RETURN = encodeURIComponent(HISTORY);
const LOCK_MS = 30 * 60_000;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`passcode lock inside the hub (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));
    // The journey moves the sandbox clock; the next spec on this server starts from the real clock.
    test.afterEach(({ request }) => resetSandbox(request));

    test("five wrong passcodes at a deposit's passcode step end the session: /locked keeps the page, and after the lock the customer lands back there", async ({
      page,
      request,
    }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      await page.clock.install();
      await page.goto('/login');
      await page.getByLabel('Phone number').fill(TESS);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      await expect(page).toHaveURL(/\/hub\/home$/);
      await page.goto(`${HISTORY}&deposit=USD&method=us_ach_pull`);
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Instant deposit' });
      await modal.getByLabel('Amount in USD').fill('150');
      await modal.getByRole('button', { name: 'Continue' }).click();
      const passcode = modal.getByLabel('Enter your 6-digit passcode');
      // A refused passcode goes back to the confirm page with the attempts left.
      for (const left of ['4 attempts', '3 attempts', '2 attempts', '1 attempt']) {
        await modal.getByRole('button', { name: 'Confirm' }).click();
        await passcode.fill('000000');
        await passcode.press('Enter');
        await expect(modal.getByRole('alert')).toHaveText(`Incorrect passcode. ${left} left.`);
      }
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await passcode.fill('000000');
      await passcode.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/locked\\?t=[^&]+&return=${RETURN}$`));
      await expect(page.getByRole('timer')).toHaveText(/Time left: (29|30) minutes/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/locked-from-hub-${name}.png`, fullPage: true });
      await page.goto('/hub/home');
      await expect(page).toHaveURL(/\/login/);
      await page.goBack();
      await expect(page).toHaveURL(/\/locked\?t=/);

      await page.clock.runFor(LOCK_MS);
      await advanceSandboxClock(request, LOCK_MS);
      await page.getByRole('link', { name: 'Log in again' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${RETURN}$`));
      await page.getByLabel('Phone number').fill(TESS);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      await expect(page).toHaveURL(HISTORY);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
