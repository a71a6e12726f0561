import { signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { expect, test } from './support/csp';
import { totalAndParts } from './support/portfolio';
import { advanceSandboxClock, armFault, resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`basket transfer (${name})`, () => {
    test.use({ viewport });

    test('a customer moves 30% of a basket to their wallets: the portion rules, a failed try retried, the 15 s poll, the summary, and the portfolio agreeing', async ({
      page,
    }) => {
      test.slow(); // a long journey with an axe check at each step
      await page.clock.install();
      await resetSandbox(page.request);
      await signIn(page);
      await page.goto('/hub/account');
      const btc = page.getByTestId('accounts-coins').getByRole('listitem').filter({ hasText: 'BTC' });
      const btcBefore = await btc.locator('.holding__main .hint').innerText();

      await page.getByRole('button', { name: 'Transfer Blue Chip to your wallets' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer from Blue Chip' });
      const portion = dialog.getByLabel('Share to transfer (%)');
      const review = dialog.getByRole('button', { name: 'Review transfer' });
      await expect(review).toBeDisabled();
      await portion.fill('0');
      await expect(review).toBeDisabled();
      await portion.fill('12.5');
      await expect(portion).toHaveValue('0');
      await expect(dialog.getByText('Use whole numbers only.')).toBeVisible();
      await portion.fill('1000');
      await expect(portion).toHaveValue('0');
      await dialog.getByRole('button', { name: 'Transfer 25%' }).click();
      await expect(portion).toHaveValue('25');
      await expect(dialog.getByRole('button', { name: 'Transfer 25%' })).toHaveAttribute('aria-pressed', 'true');
      await portion.fill('30');
      await expect(dialog.getByText(/^Worth \$[\d,]+\.\d{2} of \$[\d,]+\.\d{2}$/)).toBeVisible();
      await expect(review).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-transfer-form-${name}.png` });

      await review.click();
      await expect(dialog.getByText('You are moving 30% of the basket to your wallets:')).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([/BTC/, /ETH/]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-transfer-review-${name}.png` });

      // The first try fails; Try again asks a new preview of the same share.
      await armFault(page.request, { path: '/api/v1/crypto-baskets/transfers/create', kind: 'error', code: 'quotation_expired', times: 1 });
      await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByText('You are moving 30% of the basket to your wallets:')).toBeVisible();

      const created = page.waitForResponse((r) => r.url().includes('/transfers/create') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
      await created;
      await expect(dialog.getByRole('status')).toContainText('Your transfer is on its way.');
      await page.screenshot({ path: `artifacts/basket-transfer-processing-${name}.png` });
      await advanceSandboxClock(page.request, 20_000);
      await freezeClock(page);
      await runClockUntil(page, 15_000, () =>
        expect(dialog.getByText('Transfer complete. These coins are now in your wallets:')).toBeVisible({ timeout: 3_000 }),
      );
      await page.clock.resume();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-transfer-done-${name}.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();

      // The coins are in the wallet and the portfolio adds up, without a reload.
      await expect(btc.locator('.holding__main .hint')).not.toHaveText(btcBefore);
      await expect.poll(async () => new Set(await totalAndParts(page)).size).toBe(1);
    });
  });
}
