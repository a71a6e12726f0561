import { expect, test } from './support/csp';
import { signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { advanceSandboxClock, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const TESS = '+1 555 010 0008';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`deposit request at the bank (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('with the keyboard only, an internal tester finds her bank by searching, asks for CA$200, authorises it on her bank’s page and comes back to it arriving: the CAD account grows by exactly the CA$199.00 receivable', async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await signIn(page, TESS);
      const cad = page.getByRole('region', { name: 'Cash accounts' }).getByRole('listitem').filter({ hasText: 'CAD cash account' });
      await expect(cad).toHaveText('CAD cash accountCA$0.00');
      await page.goto('/hub/home?deposit=CAD&method=ca_interac_request');
      const modal = page.getByRole('dialog', { name: 'Deposit CAD · Interac request' });
      const banks = modal.getByRole('list', { name: 'Choose your bank' });
      await expect(banks.getByRole('button')).toHaveCount(8);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-request-banks-${name}.png` });

      // The list follows the search 300 ms after the last keystroke, case-insensitively.
      await freezeClock(page);
      const search = modal.getByLabel('Search banks');
      await expect(search).toBeFocused();
      await page.keyboard.type('BANK');
      await page.clock.runFor(299);
      await expect(banks.getByRole('button')).toHaveCount(8);
      await page.clock.runFor(1);
      await expect(banks.getByRole('button')).toHaveText([/RBC Royal Bank/, /Scotiabank/, /BMO Bank of Montreal/, /National Bank of Canada/]);
      await expect(modal.getByText('4 banks')).toBeVisible();
      await search.press('ControlOrMeta+a');
      await page.keyboard.type('zzz');
      await page.clock.runFor(300);
      await expect(modal.getByText('No bank matches “zzz”.')).toBeVisible();
      await search.press('ControlOrMeta+a');
      await page.keyboard.type('td');
      await page.clock.runFor(300);
      await expect(banks.getByRole('button')).toHaveText([/TD Canada Trust/]);
      await page.clock.resume();
      await page.keyboard.press('Tab');
      await expect(banks.getByRole('button', { name: 'TD Canada Trust' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(modal.getByText('Fee: 0.5 % of the amount')).toBeVisible();
      await expect(modal.getByLabel('Amount in CAD')).toBeFocused();
      await page.keyboard.type('200');
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Confirm your deposit request' })).toBeVisible();
      await expect(modal.locator('.summary > div')).toHaveText(['BankTD Canada Trust', 'AmountCA$200.00', 'FeeCA$1.00', 'You receiveCA$199.00']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-request-confirm-${name}.png` });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(modal.getByRole('button', { name: 'Confirm' })).toBeFocused();
      await page.keyboard.press('Enter');

      const leave = modal.getByRole('button', { name: 'Continue to your bank' });
      await expect(leave).toBeVisible();
      await expect(modal.getByText(/You will leave Crypto for your bank’s page/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-request-authorise-${name}.png` });
      await page.keyboard.press('Tab');
      await expect(leave).toBeFocused();
      await page.keyboard.press('Enter');

      // The bank's page, on the payment gateway's origin, then back to the request in the app.
      await expect(page).toHaveURL(/\/gateway\/bank_link\//);
      await expect(page.getByText('Your bank at TD Canada Trust asks you to authorise a transfer of 200.00 CAD')).toBeVisible();
      await page.screenshot({ path: `artifacts/deposit-request-bank-${name}.png` });
      const authorise = page.getByRole('button', { name: 'Authorise' });
      while (!(await authorise.evaluate((button) => button === document.activeElement))) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/hub\/home$/);
      const back = page.getByRole('dialog', { name: 'Deposit CAD · Interac request' });
      await expect(back.getByRole('status').filter({ hasText: 'Authorised: CA$199.00 is on its way.' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-request-pending-${name}.png` });

      await freezeClock(page);
      await advanceSandboxClock(request, 30_000);
      const arrived = back.getByRole('status').filter({ hasText: 'Your deposit has arrived: CA$199.00 is in your cash account.' });
      await runClockUntil(page, 1_000, () => expect(arrived).toBeVisible({ timeout: 1_000 }));
      await page.keyboard.press('Escape');
      await expect(back).toBeHidden();
      await expect(cad).toHaveText('CAD cash accountCA$199.00');
    });
  });
}
