import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO } from './support';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** WebAuthn refuses IP addresses as relying parties: these journeys use the same server by the name localhost. */
const onLocalhost = (baseURL: string | undefined, path: string): string => {
  const url = new URL(path, baseURL);
  url.hostname = 'localhost';
  return url.toString();
};

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator that verifies the user at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logInWithPasscode(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(onLocalhost(baseURL, '/login'));
  await page.getByLabel('Phone number').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time code').fill(DEMO.otp);
  await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
  await expect(page).toHaveURL(/\/hub\/home$/);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`passkeys (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a passkey made in Settings with the passcode logs in instead of the code and passcode; once removed, the passcode is the way in', async ({
      page,
      baseURL,
    }) => {
      // A long journey: on a loaded machine it needs more than the default 30 s.
      test.slow();
      await addVirtualAuthenticator(page);
      await logInWithPasscode(page, baseURL);
      await page.goto(onLocalhost(baseURL, '/hub/settings'));
      const passkeys = page.getByRole('region', { name: 'Passkeys' });
      await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      const passcode = passkeys.getByLabel('Enter your 6-digit passcode');
      await passcode.fill('000000');
      await passkeys.getByRole('button', { name: 'Create passkey' }).click();
      await expect(passkeys.getByRole('alert')).toHaveText('Incorrect passcode. 4 attempts left.');
      await passcode.fill(DEMO.passcode);
      await passkeys.getByRole('button', { name: 'Create passkey' }).click();
      await expect(passkeys.getByRole('status')).toHaveText('Passkey added. You can use it the next time you log in.');
      await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/settings-passkeys-${name}.png`, fullPage: true });

      await logOut(page);
      await page.screenshot({ path: `artifacts/login-passkey-${name}.png` });
      await page.getByRole('button', { name: 'Log in with a passkey' }).click();
      await expect(page).toHaveURL(/\/hub\/home$/);

      await page.goto(onLocalhost(baseURL, '/hub/settings'));
      await expect(passkeys.getByText(/last used/)).toBeVisible();
      await passkeys.getByRole('button', { name: 'Remove passkey 1' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(passkeys.getByRole('status')).toHaveText('Passkey removed.');
      await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

      await logOut(page);
      await page.getByRole('button', { name: 'Log in with a passkey' }).click();
      await expect(page.getByRole('alert')).toHaveText('We could not sign you in with this passkey. Use your phone number and passcode instead.');
      await page.screenshot({ path: `artifacts/login-passkey-refused-${name}.png` });
      await page.getByLabel('Phone number').fill(DEMO.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').fill(DEMO.otp);
      await page.getByLabel('6-digit passcode').fill(DEMO.passcode);
      await expect(page).toHaveURL(/\/hub\/home$/);
    });
  });
}
