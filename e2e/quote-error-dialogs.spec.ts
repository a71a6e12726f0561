import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';

const QUOTE = '/api/viban_purchase/quotations';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Arms a business error on the next coin quotation (README "Faults on demand"). */
const armQuoteError = async (request: APIRequestContext, code: string, message?: string) => {
  const response = await request.post('/api/sandbox/faults', { data: { path: QUOTE, method: 'POST', kind: 'error', code, ...(message === undefined ? {} : { message }) } });
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

/** The error dialog over the drawer, found by its title. */
const errorDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title }).or(page.getByRole('dialog', { name: title }));

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
  });
}
