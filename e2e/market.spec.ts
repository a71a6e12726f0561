import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { signIn } from './support';
import { freezeClock, runClockUntil } from './support/clock';
import { armFault, resetSandbox } from './support/sandbox';
import { refusedFavourite } from './support/favourites';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** One live-prices event (spec 001 §7, event msg with coin_prices), served in place of the sandbox's stream. */
const LIVE_EVENT = `event: msg\ndata: ${JSON.stringify({ coin_prices: [{ id: 'btc', symbol: 'BTC', price_native: { amount: '12345.67', currency: 'USD' }, percent_change_24h_native: '1.5' }] })}\n\n`;

/** The coin list's rows: table rows on a desktop, list items on a phone. */
const coinRows = (page: Page, phone: boolean) =>
  phone ? page.getByRole('list', { name: /^Coins, \d+ coins?$/ }).getByRole('listitem') : page.locator('.market-table tbody tr[aria-rowindex]');

/** The list holds a page of 100 coins; only the rows in the window are in the page, each saying its place. */
async function expectFullPage(page: Page, phone: boolean): Promise<void> {
  if (phone) await expect(coinRows(page, phone).first()).toHaveAttribute('aria-setsize', '100');
  else await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '101');
}

/** A rendered row's position in the list (aria-posinset on a phone, aria-rowindex less the header on a desktop). */
const place = async (row: Locator, phone: boolean): Promise<number> =>
  Number(await row.getAttribute(phone ? 'aria-posinset' : 'aria-rowindex')) - (phone ? 0 : 1);
const lastPlace = (page: Page, phone: boolean): Promise<number> => place(coinRows(page, phone).last(), phone);
const firstPlace = (page: Page, phone: boolean): Promise<number> => place(coinRows(page, phone).first(), phone);

for (const [name, viewport] of VIEWPORTS) {
  const phone = name === 'phone';
  test.describe(`market (${name})`, () => {
    test.use({ viewport });
    test.slow();
    test.beforeEach(async ({ page, request }) => {
      await resetSandbox(request);
      await page.clock.install();
    });

    test('browse and sort the market, search, a refused favourite rolls back, follow a coin to its page and back', async ({ page, request }) => {
      await signIn(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Market' }).first().click();
      await expect(page).toHaveURL(/\/hub\/market$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
      await expectFullPage(page, phone);
      await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d/);
      // The first row's icon has loaded and, on a desktop, its 1D line is drawn: the screenshot shows what a customer sees.
      const firstIcon = coinRows(page, phone).first().locator('img.coin-icon');
      await expect.poll(() => firstIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      if (!phone) await expect(coinRows(page, phone).first().locator('polyline')).toHaveCount(1);
      await page.screenshot({ path: `artifacts/market-${name}.png` });
      // Scrolled to the foot of the page, the window has the page's last rows and the pagination.
      expect(await lastPlace(page, phone)).toBeLessThan(50);
      await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
      await expect.poll(() => lastPlace(page, phone)).toBe(100);
      await page.screenshot({ path: `artifacts/market-foot-${name}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => firstPlace(page, phone)).toBe(1);
      await freezeClock(page);

      if (phone) {
        await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
        await expect(page.getByLabel('Sort by')).toHaveValue('price:desc');
      } else {
        await page.getByRole('button', { name: /^Price/ }).click();
        await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'descending');
      }
      await expect(coinRows(page, phone).first()).toContainText('Bitcoin');

      await page.getByRole('button', { name: 'Top gainers' }).click();
      await expect(page.getByRole('button', { name: 'Top gainers' })).toHaveAttribute('aria-pressed', 'true');

      if (!phone) {
        // A name too long for its cell wraps, and its symbol follows its last word (not the cell's far side).
        await page.getByRole('searchbox', { name: 'Search coins' }).fill('polygon');
        await page.clock.runFor(300);
        await expect(coinRows(page, phone)).toHaveCount(1);
        const label = coinRows(page, phone).getByRole('link', { name: 'Polygon Ecosystem Token POL' });
        const [lines, lastLineEnd, symbolStart] = await label.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link.querySelector('.market-asset__name') as Element);
          const rects = [...range.getClientRects()];
          const symbol = (link.querySelector('.market-asset__symbol') as Element).getBoundingClientRect();
          return [new Set(rects.map((rect) => Math.round(rect.top))).size, Math.max(...rects.slice(-1).map((rect) => rect.right)), symbol.left];
        });
        expect(lines).toBeGreaterThan(1);
        expect(symbolStart - lastLineEnd).toBeGreaterThanOrEqual(0);
        expect(symbolStart - lastLineEnd).toBeLessThan(12);
      }
      await page.getByRole('searchbox', { name: 'Search coins' }).fill('cardano');
      await page.clock.runFor(300);
      await expect(coinRows(page, phone)).toHaveCount(1);
      // axe runs on the page's timers (the clock runs again for it); the list is short here, so the scan is quick.
      await page.clock.resume();
      expect(await seriousViolations(page)).toEqual([]);
      const star = await refusedFavourite(page, request, 'Cardano');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('link', { name: /^Cardano/ }).click();
      await expect(page).toHaveURL(/\/hub\/price\/cardano$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cardano price' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Market' }).click();
      await expect(page.getByRole('button', { name: 'Top gainers' })).toHaveAttribute('aria-pressed', 'true');
    });

    test('prices tick live in batches; a dropped stream marks them stale until it reconnects', async ({ page, request }) => {
      await signIn(page);
      await page.goto('/hub/market');
      await expectFullPage(page, phone);
      await freezeClock(page);
      await page.clock.runFor(1_500);
      const bitcoin = coinRows(page, phone).filter({ has: page.getByRole('link', { name: 'Bitcoin BTC' }) });
      await expect(bitcoin.getByTestId('market-price')).toHaveText(/^\$[\d,]+\.\d{2}$/);

      // The stream drops (the sandbox's close_streams fault) and stays down: after the watchdog's
      // 4.5 s of silence the prices are marked stale.
      let up = false;
      await page.route('**/coin-price/sse/v1/live-prices**', (route) =>
        up ? route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: LIVE_EVENT }) : route.fulfill({ status: 503, body: '' }),
      );
      await armFault(request, { path: '*', kind: 'close_streams' });
      const note = page.getByRole('status').filter({ hasText: 'Prices may be out of date' });
      await runClockUntil(page, 1_000, () => expect(note).toBeVisible({ timeout: 1_000 }));
      await page.screenshot({ path: `artifacts/market-stale-${name}.png` });

      // It comes back on the next reconnection (backoff on the page clock): the new price shows, the note goes.
      up = true;
      await expect
        .poll(async () => {
          await page.clock.runFor(2_000);
          return bitcoin.getByTestId('market-price').innerText();
        })
        .toBe('$12,345.67');
      await expect(note).toBeHidden();
    });
  });
}
