import { expect, type Page } from '@playwright/test';

export const DEMO = { phone: '+1 555 010 0001', otp: '123456', passcode: '147258' } as const;

/** Signs in through /login, /login/phone-verify and /login/passcode. */
export async function signIn(page: Page, phone: string = DEMO.phone): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\/phone-verify$/);
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await expect(page).toHaveURL(/\/login\/passcode$/);
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
  await expect(page).toHaveURL(/\/hub\/home$/);
}
