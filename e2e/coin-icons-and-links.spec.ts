import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { openBuy } from './support/buy';
import { resetSandbox } from './support/sandbox';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** Every image under `scope` has loaded (naturalWidth above 0): not a broken icon. */
async function expectLoaded(images: Locator): Promise<void> {
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((all) => all.filter((image) => image instanceof HTMLImageElement && (!image.complete || image.naturalWidth === 0)).length))
    .toBe(0);
}

const iconOf = (page: Page, scope: Locator) => scope.locator('img.coin-icon');

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`coin icons, payment marks and the ways to a coin's page (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test("home's coin rows show their icons and lead to the coin's page, which leads to the market, whose rows show icons", async ({ page }) => {
      await signIn(page);
      const coins = page.getByRole('region', { name: 'Your coins' });
      const bitcoin = coins.getByRole('link', { name: /^Bitcoin/ });
      // The coin list (names, pages, icons) is read after the account data: a few calls on a slow machine.
      await expect(bitcoin).toHaveAttribute('href', '/hub/price/bitcoin', { timeout: 15_000 });
      await expectLoaded(iconOf(page, coins));
      await expect(page.getByTestId('total-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await page.screenshot({ path: `artifacts/home-icons-${name}.png`, fullPage: true });

      await bitcoin.click();
      await expect(page).toHaveURL(/\/hub\/price\/bitcoin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin price' })).toBeVisible();
      await expectLoaded(page.locator('.coin-page__header img.coin-icon'));

      await page.getByRole('link', { name: 'Back to Market' }).click();
      await expect(page).toHaveURL(/\/hub\/market$/);
      await expectLoaded(page.locator('main img.coin-icon').first());
      const firstIcons = page.locator('main img.coin-icon');
      await expect.poll(() => firstIcons.first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await firstIcons.first().getAttribute('src')).toMatch(/^\/api\/coin-icons\/[a-z0-9]+\.svg$/);
      await page.screenshot({ path: `artifacts/market-icons-${name}.png` });
    });

    test("Buy's payment options show each brand's mark; the asset selector leads to a coin's page without choosing it", async ({ page }) => {
      const drawer = await openBuy(page);
      const marks = drawer.locator('.payment-mark img');
      await expect(marks.first()).toBeVisible();
      await expectLoaded(marks);
      expect(await marks.evaluateAll((all) => all.map((image) => image.getAttribute('data-mark')))).toEqual(expect.arrayContaining(['visa', 'mastercard']));
      await drawer.locator('.payment').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `artifacts/buy-payment-marks-${name}.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await drawer.getByRole('button', { name: /^Coin: / }).click();
      const selector = page.getByRole('dialog', { name: 'Buy' });
      const search = selector.getByRole('combobox', { name: 'Search coins and baskets' });
      await expect(search).toBeFocused();
      await search.fill('solana');
      await expect(selector.getByRole('option', { name: /^Solana SOL/ })).toBeVisible();
      await expectLoaded(selector.locator('img.coin-icon'));
      await search.press('ArrowDown');
      const details = selector.getByRole('link', { name: 'Solana: price and chart' });
      await expect(details).toHaveAttribute('href', '/hub/price/solana');
      // Tab goes from the search box to the list (the arrows' option stays), then to the link.
      await search.press('Tab');
      await expect(selector.getByRole('listbox', { name: 'Search results' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(details).toBeFocused();
      await details.press('Enter');
      await expect(page).toHaveURL(/\/hub\/price\/solana$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Solana price' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
