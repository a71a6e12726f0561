import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO } from './support';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** The sign-up demo numbers (README "Demo sign-in"): Nina signs up, Evan has an unconfirmed email, Carla's country has no web app. */
/** Nina (+1 555 010 0101) is typed as a national number under the default country, United States. */
const EVAN = '+1 555 010 0102';
const CARLA = '+1 555 010 0103';

/** /login with a number: the code, then the passcode when the account has one. */
async function logInAs(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`sign-up and onboarding (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));
    // The lock journey moves the sandbox clock; the next spec on this server starts from the real clock.
    test.afterEach(({ request }) => resetSandbox(request));

    test('0101 signs up: code with the terms and a referral code, a passcode set twice, the identity page, then /hub/home; typed hub URLs wait', async ({
      page,
      context,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      // A click before the app runs is the card's plain link: /signup then loads as a page of its own.
      await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Get started' }).click();
      await page.getByLabel('Phone number').fill('555 010 0101');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByLabel('One-time code')).toBeFocused();
      await expect(page.getByRole('link', { name: /Terms of use/ })).toBeVisible();
      await page.getByLabel('Referral code (optional)').fill('paused10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'cannot be used' })).toBeVisible();
      await page.getByLabel('Referral code (optional)').fill('welcome25');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Code WELCOME25 applied')).toBeVisible();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await page.getByLabel('Send me product news and offers by email').check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/signup-phone-enter-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Accept and continue' }).click();

      await expect(page).toHaveURL(/\/signup\/passcode$/);
      await page.goto('/hub/home');
      await expect(page).toHaveURL(/\/signup\/passcode$/);
      await page.getByLabel('New passcode').fill('123456');
      await page.getByLabel('Enter it again').fill('123456');
      await page.getByRole('button', { name: 'Set passcode' }).click();
      await expect(page.getByRole('alert')).toHaveText(/too easy to guess/);
      await page.getByLabel('New passcode').fill('246810');
      await page.getByLabel('Enter it again').fill('246810');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Set passcode' }).click();

      await expect(page).toHaveURL(/\/signup\/identity$/);
      await page.goto('/hub/settings');
      await expect(page).toHaveURL(/\/signup\/identity$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/signup-identity-${name}.png`, fullPage: true });
      const [provider] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Start verification' }).click()]);
      await provider.getByRole('button', { name: 'Submit documents' }).click();
      await provider.close();
      await page.getByRole('button', { name: 'I have finished: check my status' }).click();
      await expect(page).toHaveURL(/\/hub\/home$/);
    });

    test('0102 confirms the email with a code before the hub', async ({ page }) => {
      await logInAs(page, EVAN);
      await expect(page).toHaveURL(/\/signup$/);
      await page.getByLabel('Email address').fill('evan@example');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('alert')).toHaveText(/valid email address/);
      await page.getByLabel('Email address').fill('Evan@Example.com');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('We sent a 6-digit code to e***@example.com.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/signup-email-${name}.png`, fullPage: true });
      await page.getByLabel('Code from the email').fill(DEMO.otp);
      await expect(page).toHaveURL(/\/hub\/home$/);
    });

    test('0103 lands on the unsupported-country page, typed hub URLs stay there, and signs out', async ({ page }) => {
      await logInAs(page, CARLA);
      await expect(page).toHaveURL(/\/login\/unsupported-country$/);
      await expect(page.getByRole('heading', { name: 'Crypto is not available on the web where you are' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/unsupported-country-${name}.png`, fullPage: true });
      await page.goto('/hub/price/bitcoin');
      await expect(page).toHaveURL(/\/login\/unsupported-country$/);
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('five wrong passcodes lock the account: /locked counts down, and once over the customer logs in again', async ({ page, request }) => {
      await page.clock.install();
      await page.goto('/login');
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      for (const left of ['4 attempts', '3 attempts', '2 attempts', '1 attempt']) {
        await page.getByLabel('6-digit passcode').fill('000000');
        await expect(page.getByRole('alert')).toHaveText(`Incorrect passcode. ${left} left.`);
      }
      await page.getByLabel('6-digit passcode').fill('000000');
      await expect(page).toHaveURL(/\/locked\?t=/);
      await expect(page.getByRole('timer')).toHaveText(/Time left: (29|30) minutes/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/locked-${name}.png`, fullPage: true });
      await page.clock.runFor(30 * 60_000);
      await expect(page.getByText('The lock is over. You can log in again.')).toBeVisible();
      expect((await request.post('/api/sandbox/clock', { data: { advance_ms: 30 * 60_000 } })).ok()).toBe(true);
      await page.getByRole('link', { name: 'Log in again' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
