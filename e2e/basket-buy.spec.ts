import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dec } from '../domain/money/decimal';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { VIEWPORTS } from './support/viewports';
import { chooseBasket } from './support/buy';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role=dialog], [role=alertdialog]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const dollars = (text: string) => dec(text.replace(/[^\d.]/g, ''));

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`basket buy (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test('a customer buys a basket from the cash account with monthly rebalancing, after ticking the terms', async ({ page }) => {
      await signIn(page);
      const cash = page.getByTestId('cash-accounts');
      await expect(cash).toContainText('$');
      const before = dollars(await cash.innerText());
      const trade = await chooseBasket(page, 'Balanced Four');

      await expect(trade.getByText('Minimum purchase $10.00')).toBeVisible();
      const amount = trade.getByLabel('Amount in USD');
      await amount.fill('5');
      await expect(trade.getByRole('alert')).toHaveText('The minimum for this basket is $10.50');
      await expect(trade.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
      await trade.getByRole('button', { name: '$50.00' }).click();
      await expect(amount).toHaveValue('50');
      await trade.getByRole('radio', { name: /USD cash account/ }).click();
      const rebalancing = trade.getByRole('radiogroup', { name: 'Rebalancing' });
      await expect(rebalancing.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
      await rebalancing.getByRole('radio', { name: 'Monthly', exact: true }).click();
      await expect(trade.getByTestId('basket-fees')).toContainText('Basket fee (0.75%)$0.38');
      await expect(trade.getByTestId('basket-fees')).toContainText('You invest$49.62');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-form-${name}.png` });

      await trade.getByRole('button', { name: 'Buy', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm basket buy' });
      const preview = confirm.getByTestId('basket-preview');
      await expect(preview).toContainText('Balanced Four');
      await expect(preview).toContainText('$50.00');
      await expect(preview).toContainText('Monthly');
      await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('checkbox', { name: /basket terms/ }).click();
      await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await page.screenshot({ path: `artifacts/basket-confirm-${name}.png` });
      await confirm.getByRole('button', { name: 'Confirm' }).dblclick();

      const success = page.getByRole('dialog', { name: 'Basket bought' });
      await expect(success).toContainText('You bought Balanced Four for $50.00.');
      await success.getByRole('button', { name: 'Done' }).click();
      await expect(trade.getByRole('note')).toContainText('Rebalancing is on: Monthly');
      await trade.getByRole('button', { name: 'Close' }).click();
      await expect.poll(async () => before.minus(dollars(await cash.innerText())).toFixed(2)).toBe('50.00');
      // The home page lists the basket bought, worth the $50 less its fee.
      const held = page.getByRole('region', { name: 'Your baskets' }).getByRole('listitem').filter({ hasText: 'Balanced Four' });
      await expect(held).toBeVisible();
      const worth = dollars((await held.innerText()).replace('Balanced Four', ''));
      expect(worth.greaterThan(48) && worth.lessThanOrEqualTo(50)).toBe(true);
    });

    test('an owned basket shows the rebalancing note, changed from the note', async ({ page }) => {
      await signIn(page);
      const trade = await chooseBasket(page, 'Blue Chip');
      const note = trade.getByRole('note');
      await expect(note).toContainText('You own this basket. Rebalancing is on: Monthly.');
      await expect(trade.getByRole('radiogroup', { name: 'Rebalancing' })).toHaveCount(0);
      await note.getByRole('button', { name: 'Change rebalancing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Basket rebalancing' });
      await dialog.getByRole('radio', { name: 'Never' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(note).toContainText('Rebalancing is off.');
      await expect(page.locator('.toasts').getByText('Rebalancing updated.')).toBeVisible();
      await expect(note.getByRole('button', { name: 'Change rebalancing' })).toBeFocused();
    });

    test('a delisted basket cannot be bought: the basket delisted dialog, Cancel stays, Got it goes back to choosing', async ({ page }) => {
      await signIn(page);
      const trade = await chooseBasket(page, 'Legacy Coins');
      await trade.getByLabel('Amount in USD').fill('25');
      await trade.getByRole('radio', { name: /USD cash account/ }).click();
      await trade.getByRole('button', { name: 'Buy', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Basket delisted' });
      await expect(dialog).toContainText('Legacy Coins has been delisted or paused and can no longer be bought.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/basket-delisted-${name}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Confirm basket buy' })).toHaveCount(0);
      await expect(trade.getByLabel('Amount in USD')).toHaveValue('25');

      await trade.getByRole('button', { name: 'Buy', exact: true }).click();
      await dialog.getByRole('button', { name: 'Got it' }).click();
      const selector = page.getByRole('dialog', { name: 'Buy' });
      await expect(selector.getByRole('combobox', { name: 'Search coins and baskets' })).toBeFocused();
      await selector.getByRole('combobox', { name: 'Search coins and baskets' }).fill('bitcoin');
      await selector
        .getByRole('option', { name: /^BTC Bitcoin|Bitcoin BTC/ })
        .first()
        .click();
      await expect(trade.getByRole('button', { name: 'Coin: Bitcoin (BTC)' })).toBeVisible();
    });
  });
}
