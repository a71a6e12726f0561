import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO } from './support';
import { armFault, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const SESSION = '/api/web/auth/session';
const VERIFY_OTP = '/api/user/phone/verify_otp';
const VERIFY_PASSCODE = '/api/user/passcode/verify';

async function toCode(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\/phone-verify$/);
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sign-in errors of spec 001 §8 (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('risk_rejected_login and auth_restricted are dialogs; wrong codes count down to account_locked with its minutes', async ({ page, request }) => {
      await armFault(request, { path: SESSION, method: 'POST', kind: 'error', code: 'risk_rejected_login' });
      await page.goto('/login');
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      const risk = page.getByRole('alertdialog', { name: 'Something went wrong' });
      await expect(risk).toContainText('We could not log you in. Please contact support.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/login-risk-rejected-${name}.png` });
      await risk.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByLabel('Phone number')).toBeVisible();

      await armFault(request, { path: SESSION, method: 'POST', kind: 'error', code: 'auth_restricted' });
      await page.getByRole('button', { name: 'Continue' }).click();
      const restricted = page.getByRole('alertdialog', { name: 'Something went wrong' });
      await expect(restricted).toContainText('Logging in is restricted for this account. Please contact support.');
      await restricted.getByRole('button', { name: 'OK' }).click();

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/login\/phone-verify$/);
      const code = page.getByLabel('One-time code');
      for (const left of ['4 attempts left.', '3 attempts left.', '2 attempts left.', '1 attempt left.']) {
        await code.fill('000000');
        await expect(page.getByRole('alert')).toHaveText(`Incorrect code. ${left}`);
      }
      await page.screenshot({ path: `artifacts/login-otp-attempts-${name}.png` });
      await code.fill('000000');
      // The last wrong code of a login ends it: a new one starts from the phone number.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert')).toHaveText('Incorrect code. No attempts left: ask for a new code.');
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      // Ten wrong codes for a number lock it for 30 minutes (README, sandbox security).
      for (let i = 0; i < 4; i += 1) {
        await code.fill('000000');
        await expect(page.getByRole('alert')).toHaveText(/^Incorrect code\. \d attempts? left\.$/);
      }
      await code.fill('000000');
      await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 30 minutes.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/login');
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 30 minutes.');
    });

    test('invalid_token and token_expired start the login again with their message; invalid_dsa is the invalid-signature dialog', async ({ page, request }) => {
      await toCode(page);
      await armFault(request, { path: VERIFY_OTP, method: 'POST', kind: 'error', code: 'invalid_token' });
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your login link is no longer valid. Please start again.')).toBeVisible();
      await page.screenshot({ path: `artifacts/login-invalid-token-${name}.png` });

      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await armFault(request, { path: VERIFY_PASSCODE, method: 'POST', kind: 'error', code: 'token_expired' });
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your login expired. Please start again.')).toBeVisible();

      await toCode(page);
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await armFault(request, { path: VERIFY_PASSCODE, method: 'POST', kind: 'error', code: 'invalid_dsa' });
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      const dsa = page.getByRole('alertdialog', { name: 'Something went wrong' });
      await expect(dsa).toContainText('Invalid signature. Please log in again.');
      await expect(page).toHaveURL(/\/login$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/login-invalid-dsa-${name}.png` });
      await dsa.getByRole('button', { name: 'OK' }).click();
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      await expect(page).toHaveURL(/\/hub\/home$/);
    });
  });
}
