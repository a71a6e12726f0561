import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { seriousViolations } from './support/viewports';
import { resetSandbox } from './support/sandbox';

test.beforeEach(({ request }) => resetSandbox(request));

test('a customer signs in with phone, one-time code and passcode, and a wrong passcode shows the attempts left', async ({ page }) => {
  await page.goto('/hub/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByLabel('Phone number')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a phone number with its country code.');
  await page.getByLabel('Phone number').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill('000000');
  await expect(page.getByRole('alert')).toHaveText(/Incorrect code\. 4 attempts left\./);
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByLabel('6-digit passcode').fill('000000');
  await expect(page.getByRole('alert')).toHaveText('Incorrect passcode. 4 attempts left.');
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
  await expect(page).toHaveURL(/\/hub\/home$/);
  await expect(page.getByTestId('total-balance')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('signing in again after a reload keeps the session', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page).toHaveURL(/\/hub\/home$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
});
