import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { VIEWPORTS } from './support/viewports';
import { chooseBasket } from './support/buy';

const QUOTE = '/api/viban_purchase/quotations';
const BASKET_PREVIEW = '/api/v1/crypto-baskets/orders/buy/preview';

/** Arms a business error on the next coin quotation (README "Faults on demand"). */
const armQuoteError = async (request: APIRequestContext, code: string, message?: string, path = QUOTE) => {
  const response = await request.post('/api/sandbox/faults', {
    data: { path, method: 'POST', kind: 'error', code, ...(message === undefined ? {} : { message }) },
  });
  expect(response.ok()).toBe(true);
};

/** Opens Buy, enters 100 from the USD cash account and presses Buy. */
const pressBuy = async (page: Page) => {
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  await drawer.getByRole('textbox', { name: /^Amount in/ }).fill('100');
  await drawer.getByRole('radio', { name: /USD cash account/ }).click();
  const buy = drawer.getByRole('button', { name: 'Buy', exact: true });
  await buy.click();
  return buy;
};

/** Opens Buy on a basket, enters 50 from the USD cash account and presses Buy. */
const pressBasketBuy = async (page: Page) => {
  const trade = await chooseBasket(page, 'Balanced Four');
  await trade.getByRole('button', { name: '$50.00' }).click();
  await trade.getByRole('radio', { name: /USD cash account/ }).click();
  await trade.getByRole('button', { name: 'Buy', exact: true }).click();
};

/** The notice host's dialog over the drawer, found by its title. */
const errorDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`quote errors (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ request }) => {
      expect((await request.delete('/api/sandbox/faults')).ok()).toBe(true);
    });

    test('the server refusing the trading pair shows the trading-pair dialog', async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'trading_pair_not_supported');
      await pressBuy(page);
      const dialog = errorDialog(page, 'Something went wrong');
      await expect(dialog).toContainText('This trading pair is not supported right now. Please try later.');
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: `artifacts/trading-pair-dialog-${name}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Trade' })).toBeVisible();
    });

    test("the daily trading limit shows the server's message", async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'exceed_user_daily_trading_limit', 'You can trade up to 1,000 USD a day.');
      await pressBuy(page);
      await expect(errorDialog(page, 'Daily trading limit reached')).toContainText('You can trade up to 1,000 USD a day.');
    });

    test("any other quote error: 'Failed to create quotation', try again later", async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'quotation_unavailable');
      await pressBuy(page);
      await expect(errorDialog(page, 'Failed to create quotation')).toContainText('Please try again later.');
    });

    test('basket: rebalancing in progress is a warning to try again later', async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'rebalancing_is_in_progress', undefined, BASKET_PREVIEW);
      await pressBasketBuy(page);
      const dialog = page.getByRole('alertdialog', { name: 'Rebalancing in progress' });
      await expect(dialog).toContainText('Please try again later.');
      await expect(dialog.getByRole('img', { name: 'Warning' })).toBeVisible();
    });

    test("basket: any other code is a warning with the server's message and a refresh button that reloads the page", async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'basket_paused', 'This basket is paused for maintenance.', BASKET_PREVIEW);
      await pressBasketBuy(page);
      const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
      await expect(dialog).toContainText('This basket is paused for maintenance.');
      expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );
      await page.screenshot({ path: `artifacts/basket-warning-dialog-${name}.png` });
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Refresh page' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Trade' })).toHaveCount(0);
    });

    test('basket: a restricted feature explains the verification and leads on to Accounts', async ({ page, request }) => {
      await signIn(page);
      await armQuoteError(request, 'restricted_feature', undefined, BASKET_PREVIEW);
      await pressBasketBuy(page);
      const dialog = page.getByRole('alertdialog', { name: 'Verification needed' });
      await expect(dialog).toContainText('Finish verifying your identity and setting up your cash account to buy and sell crypto.');
      await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
      expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );
      await page.screenshot({ path: `artifacts/verification-dialog-${name}.png` });
      await dialog.getByRole('button', { name: 'Go to Accounts' }).click();
      await expect(page).toHaveURL(/\/hub\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  });
}
