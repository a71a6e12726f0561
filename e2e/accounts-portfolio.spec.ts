import { expect, test } from './support/csp';
import { signIn } from './support';
import { dollars, totalAndParts } from './support/portfolio';
import { seriousViolations, VIEWPORTS } from './support/viewports';

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
