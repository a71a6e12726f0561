import { expect, test } from './support/csp';
import { DEMO, signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { advanceSandboxClock, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const TESS = '+1 555 010 0008';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`instant deposit from a linked bank (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('an internal tester pulls $150 from her linked bank with the passcode; it settles and the cash account grows by exactly that', async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await signIn(page, TESS);
      const cash = page.getByRole('region', { name: 'Cash accounts' });
      const usd = cash.getByRole('listitem').filter({ hasText: 'USD cash account' });
      await expect(usd).toHaveText('USD cash account$50,000.00');
      await page.goto('/hub/home?deposit=USD&method=us_ach_pull');
      const modal = page.getByRole('dialog', { name: 'Deposit USD · Instant deposit' });
      const from = modal.getByRole('radiogroup', { name: 'From' });
      await expect(from.getByRole('radio', { name: /^Chase/ })).toBeChecked();
      await expect(from.getByRole('radio', { name: /^Capital One/ })).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/deposit-pull-${name}.png` });

      await modal.getByLabel('Amount in USD').fill('5');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.getByRole('alert')).toHaveText('The amount is below the minimum deposit.');
      await modal.getByLabel('Amount in USD').fill('150');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await freezeClock(page);
      const passcode = modal.getByLabel('Enter your 6-digit passcode');
      await passcode.fill(DEMO.passcode);
      await passcode.press('Enter');
      await expect(modal.getByRole('status').filter({ hasText: 'Your deposit of $150.00 is on its way.' })).toBeVisible();
      await advanceSandboxClock(request, 30_000);
      const arrived = modal.getByRole('status').filter({ hasText: 'Your deposit of $150.00 has arrived.' });
      await runClockUntil(page, 1_000, () => expect(arrived).toBeVisible({ timeout: 1_000 }));
      await page.keyboard.press('Escape');
      await expect(usd).toHaveText('USD cash account$50,150.00');
    });
  });
}
