import type { Locator, Page } from '@playwright/test';
import { dec, type Dec, ZERO } from '../domain/money/decimal';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { seriousViolations, VIEWPORTS } from './support/viewports';

const dollars = (text: string): Dec => dec(text.replace(/[^\d.]/g, '') || '0');

/** The value of each row of a section (the amount column), in dollars. */
async function amounts(section: Locator): Promise<Dec[]> {
  const values = await section.locator('.holding__amount').evaluateAll((nodes) => nodes.map((n) => n.firstChild?.textContent ?? ''));
  return values.map(dollars);
}

/** The page's total and the sum of its parts (the customer's money is all in USD here). */
async function totalAndParts(page: Page): Promise<[string, string]> {
  const total = dollars(await page.getByTestId('accounts-total').innerText());
  const parts = [
    ...(await amounts(page.getByTestId('accounts-cash'))),
    ...(await amounts(page.getByTestId('accounts-coins'))),
    ...(await amounts(page.getByTestId('accounts-baskets'))),
  ];
  return [total.toFixed(2), parts.reduce((sum, v) => sum.plus(v), ZERO).toFixed(2)];
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`accounts portfolio (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('the portfolio adds up, changes a rebalancing, and agrees with the drawer after a basket buy without a reload', async ({ page }) => {
      await signIn(page);
      await page.goto('/hub/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      const baskets = page.getByRole('region', { name: 'Baskets' });
      const blueChip = baskets.getByRole('listitem').filter({ hasText: 'Blue Chip' });
      await expect(blueChip).toContainText('Monthly');
      // Read together, the total and its parts agree (a read straddling the sandbox's 5 s price step is corrected by the 15 s refresh).
      await expect.poll(async () => new Set(await totalAndParts(page)).size, { timeout: 20_000 }).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/accounts-${name}.png`, fullPage: true });

      // The rebalancing change, by keyboard where it is a choice.
      await page.getByRole('button', { name: 'Change rebalancing of Blue Chip' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rebalancing of Blue Chip' });
      await expect(dialog.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await dialog.getByRole('radio', { name: 'Monthly' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByRole('radio', { name: 'Bi-weekly' })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/accounts-rebalancing-${name}.png` });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(blueChip).toContainText('Bi-weekly');

      // Buy $50 more of the basket from the cash account, from its row.
      const cash = page.getByTestId('accounts-cash').getByRole('listitem').filter({ hasText: 'USD cash account' });
      const cashBefore = dollars((await cash.locator('.holding__amount').innerText()).split('\n')[0] ?? '');
      await page.getByRole('button', { name: 'Buy more of Blue Chip' }).click();
      const trade = page.getByRole('dialog', { name: 'Trade' });
      await expect(trade.getByRole('button', { name: 'Basket: Blue Chip' })).toBeVisible();
      const cashOption = trade.getByRole('radio', { name: /USD cash account/ });
      await cashOption.click();
      await expect(trade.getByText(`${cashBefore.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} available`)).toBeVisible();
      await trade.getByLabel('Amount in USD').fill('50');
      await trade.getByRole('button', { name: 'Buy', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm basket buy' });
      await confirm.getByRole('checkbox', { name: /basket terms/ }).click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('dialog', { name: 'Basket bought' }).getByRole('button', { name: 'Done' }).click();
      // The drawer's available is the cash account's new balance (it kept the old one before).
      const after = cashBefore
        .minus(50)
        .toFixed(2)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      await expect(trade.getByText(`$${after} available`)).toBeVisible();
      await trade.getByRole('button', { name: 'Close' }).click();
      await expect(cash).toContainText(`$${after}`);
      await expect.poll(async () => new Set(await totalAndParts(page)).size, { timeout: 20_000 }).toBe(1);
    });
  });
}
