import { expect, test } from './support/csp';
import { signIn } from './support';
import { freezeClock } from './support/clock';
import { armFault, resetSandbox } from './support/sandbox';
import { refusedFavourite } from './support/favourites';
import { seriousViolations, VIEWPORTS } from './support/viewports';

/** One live-prices event (spec 001 §7, event msg with coin_prices), served in place of the sandbox's stream. */
const LIVE_EVENT = `event: msg\ndata: ${JSON.stringify({ coin_prices: [{ id: 'btc', symbol: 'BTC', price_native: { amount: '12345.67', currency: 'USD' }, percent_change_24h_native: '1.5' }] })}\n\n`;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`coin detail (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('a coin page shows the live price over a 1D chart, keeps the favourite star, and trades the coin', async ({ page, request }) => {
      await page.clock.install();
      await signIn(page);
      await page.goto('/hub/price/bitcoin');
      await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin price' })).toBeVisible();
      const chart = page.getByRole('img', { name: 'Bitcoin price chart, last 24 hours' });
      // The chart library is a lazy chunk; on a loaded machine it can take a while.
      await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
      await expect(chart).toHaveAccessibleDescription(/^Open \$[\d,]+\.\d{2}, high \$[\d,]+\.\d{2}, low \$[\d,]+\.\d{2}, now \$[\d,]+\.\d{2}\.$/);
      await expect(page.getByRole('link', { name: 'Chart by TradingView (opens in a new tab)' })).toHaveAttribute('href', 'https://www.tradingview.com/');
      // Live once the page's stream has opened and is fresh (a loaded machine can be slow to connect).
      await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
      const price = page.getByTestId('coin-price');
      await expect(price).toHaveText(/^\$[\d,]+\.\d{2}$/);
      // The feed's mark follows the change (past the room kept for a wider change), not adrift under the price.
      const change = await page.getByTestId('coin-change').locator('[aria-hidden="true"]').boundingBox();
      const live = await page.getByText('Live', { exact: true }).boundingBox();
      expect(live!.x - (change!.x + change!.width)).toBeLessThan(48);
      expect(Math.abs(live!.y + live!.height - (change!.y + change!.height))).toBeLessThan(6);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `artifacts/coin-detail-${name}.png`, fullPage: true });

      // The page's one live-prices stream brings the new price: the sandbox's streams are closed
      // (close_streams) and the reconnection, on the page clock, meets an event for Bitcoin.
      await freezeClock(page);
      await page.route('**/coin-price/sse/v1/live-prices**', (route) =>
        route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: LIVE_EVENT }),
      );
      await armFault(request, { path: '*', kind: 'close_streams' });
      await expect
        .poll(async () => {
          await page.clock.runFor(2_000);
          return price.innerText();
        })
        .toBe('$12,345.67');
      await page.clock.resume();

      // Alex keeps Bitcoin among his favourites.
      const star = page.getByRole('button', { name: 'Favourite Bitcoin' });
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Favourite Bitcoin' })).toHaveAttribute('aria-pressed', 'false');

      await page.getByRole('button', { name: 'Sell BTC' }).click();
      const drawer = page.getByRole('dialog', { name: 'Trade' });
      await expect(drawer.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: 'Sell BTC' })).toBeFocused();
      await page.getByRole('button', { name: 'Buy BTC' }).click();
      await expect(drawer.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
      await expect(drawer.getByRole('button', { name: 'Coin: Bitcoin (BTC)' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.goto('/hub/price/solana');
      await page.getByRole('button', { name: 'Buy SOL' }).click();
      await expect(drawer.getByRole('button', { name: 'Coin: Solana (SOL)' })).toBeVisible();
    });

    test('a refused favourite change rolls back and says to try later', async ({ page, request }) => {
      await signIn(page);
      await page.goto('/hub/price/cardano');
      await refusedFavourite(page, request, 'Cardano');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Favourite Cardano' })).toHaveAttribute('aria-pressed', 'false');
    });

    test('an unknown coin gets a not-found panel with the way back home', async ({ page }) => {
      await signIn(page);
      await page.goto('/hub/price/no-such-coin');
      const panel = page.getByRole('region', { name: 'Coin not found' });
      await expect(panel).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await panel.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/hub\/home$/);
    });
  });
}
