import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';

test('when the session ends on the server the customer is told once and sent to log in, then back where they were', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(page.getByTestId('total-balance')).toContainText('$');

  await page.context().clearCookies();
  await page.clock.runFor(60_000);
  const notice = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(notice).toContainText('Log in to continue.');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhub%2Fhome$/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();

  await page.getByLabel('Phone number').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
  await expect(page).toHaveURL(/\/hub\/home$/);
});
