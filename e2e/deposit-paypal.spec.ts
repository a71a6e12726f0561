import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { armFault, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const TESS = '+1 555 010 0008';

/** The browser refuses the next popups while `block` is set (window.open answers null, as a popup blocker does). */
async function blockPopups(page: Page, block: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __blockPopups?: boolean }).__blockPopups = value;
  }, block);
}

/** Links PayPal through the sign-in popup on the gateway's origin and the registering page in the frame. */
async function linkPaypal(page: Page, country: string) {
  const modal = page.getByRole('dialog', { name: 'Deposit USD · PayPal' });
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Link PayPal' }).click();
  const popup = await popupOpened;
  await expect(modal.getByRole('heading', { name: 'Continue in the PayPal window' })).toBeVisible();
  await expect(popup).toHaveURL(/\/gateway\/paypal_login$/);
  await popup.getByLabel('Email').fill('tess@example.com');
  await popup.getByLabel('First name').fill('Tess');
  await popup.getByLabel('Last name').fill('Tester');
  await popup.getByLabel('Country of your PayPal account').selectOption(country);
  // Listening before the click: the result page closes the popup at once, possibly before the click returns.
  const closing = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Log in and allow' }).click();
  await closing;
  const registering = page.getByRole('dialog', { name: 'Link your PayPal account' }).frameLocator('iframe[title="PayPal linking page of the payment gateway"]');
  await expect(registering.getByLabel('PayPal email')).toHaveValue('tess@example.com');
  await registering.getByRole('button', { name: 'Agree and link' }).click();
  return modal;
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`deposit with PayPal (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page, request }) => {
      await resetSandbox(request);
      await page.addInitScript(() => {
        const open = window.open.bind(window);
        window.open = (...args) => ((window as unknown as { __blockPopups?: boolean }).__blockPopups === true ? null : open(...args));
      });
    });

    test('a blocked popup shows how to allow it; a closed one goes back silently; an approved PayPal account tops up $100 (2 decimals at most), a refused confirm returns to it, and the USD account grows by exactly the $98.01 receivable', async ({
      page,
      request,
    }) => {
      test.slow(); // a long journey with an axe check at each step
      await signIn(page, TESS);
      const usd = page.getByRole('region', { name: 'Cash accounts' }).getByRole('listitem').filter({ hasText: 'USD cash account' });
      await expect(usd).toHaveText('USD cash account$50,000.00');
      await page.goto('/hub/home?deposit=USD&method=paypal');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · PayPal' });
      await expect(modal.getByRole('heading', { name: 'Link your PayPal account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-empty-${name}.png` });

      await blockPopups(page, true);
      await modal.getByRole('button', { name: 'Link PayPal' }).click();
      await expect(modal.getByRole('heading', { name: 'Your browser blocked the PayPal window' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-blocked-${name}.png` });

      await blockPopups(page, false);
      const popupOpened = page.waitForEvent('popup');
      await modal.getByRole('button', { name: 'Try again' }).click();
      const popup = await popupOpened;
      await expect(modal.getByText('Log in to PayPal in the window that opened and allow the link.', { exact: false })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-instructions-${name}.png` });
      await popup.close();
      await expect(modal.getByRole('button', { name: 'Link PayPal' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await linkPaypal(page, 'US');
      await expect(page.getByText('Your PayPal account is linked.')).toBeVisible();
      await expect(modal.getByText('From PayPal tess@example.com')).toBeVisible();
      const amount = modal.getByLabel('Amount in USD');
      await amount.pressSequentially('100.559');
      await expect(amount).toHaveValue('100.55');
      await modal.getByRole('button', { name: '$100.00' }).click();
      await expect(amount).toHaveValue('100');
      await expect(modal.getByText('PayPal fee: 1.99 %')).toBeVisible();
      await expect(modal.getByText('From $25.00 to $1,000.00 per top-up')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-top-up-${name}.png` });
      await modal.getByRole('button', { name: 'Continue' }).click();

      await expect(modal.getByRole('heading', { name: 'Confirm your PayPal top-up' })).toBeVisible();
      await expect(modal.locator('.summary > div')).toHaveText(['Amount$100.00', 'Fee (1.99 %)$1.99', 'You receive$98.01']);
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await armFault(request, { path: '/api/fiat_wallet_top_ups', method: 'POST', kind: 'error', code: 'top_up_failed' });
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Top up' }).click();
      await expect(modal.getByRole('heading', { name: 'Confirm your PayPal top-up' })).toBeVisible();
      await expect(modal.getByRole('alert')).toHaveText('The top-up failed.');
      await page.screenshot({ path: `artifacts/deposit-paypal-refused-${name}.png` });
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByLabel('Enter your 6-digit passcode')).toHaveValue('');
      await modal.getByLabel('Enter your 6-digit passcode').fill(DEMO.passcode);
      await modal.getByRole('button', { name: 'Top up' }).click();
      await expect(modal.getByRole('status').filter({ hasText: 'Top-up of $100.00 done: $98.01 is in your cash account.' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-success-${name}.png` });
      await modal.getByRole('button', { name: 'Done' }).click();
      await expect(modal).toBeHidden();
      await expect(usd).toHaveText('USD cash account$50,098.01');
    });

    test('a PayPal account in another country than the customer’s fails the automatic check: it is linked with a pending badge and cannot top up yet', async ({
      page,
    }) => {
      // Sign-in, PayPal's window and the gateway's frame: more than the default 30 s on a loaded machine.
      test.slow();
      await signIn(page, TESS);
      await page.goto('/hub/home?deposit=USD&method=paypal');
      const modal = await linkPaypal(page, 'GB');
      await expect(modal.getByText('From PayPal tess@example.com')).toBeVisible();
      await expect(modal.getByText('Pending', { exact: true })).toBeVisible();
      await expect(modal.getByRole('status')).toHaveText('Your PayPal account is linked and being checked. You can top up from it once it is approved.');
      await expect(modal.getByLabel('Amount in USD')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-paypal-pending-${name}.png` });
    });
  });
}
