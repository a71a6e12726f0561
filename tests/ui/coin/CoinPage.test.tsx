// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { renderHubAt } from '../render-hub';
import { charts } from './fake-lightweight-charts';

vi.mock('lightweight-charts', () => import('./fake-lightweight-charts'));

async function bitcoinPage(arrange?: Parameters<typeof renderHubAt>[1]) {
  const w = await renderHubAt('/hub/price/bitcoin', arrange);
  await screen.findByRole('heading', { level: 1, name: 'Bitcoin price' });
  return w;
}

describe('coin detail page (spec 001 §2 /hub/price/{slug})', () => {
  beforeEach(() => charts.splice(0));
  afterEach(cleanup);

  it('shows the price, the 24 h change in words, a named chart of the 1D history with its text alternative, and the attribution', async () => {
    await bitcoinPage();
    expect(screen.getByTestId('coin-price').textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(screen.getByTestId('coin-change').textContent).toMatch(/^[+-]\d+\.\d{2}%(Up|Down) \d+\.\d{2}% in 24 hours$|^0\.00%Unchanged in 24 hours$/);
    const chart = await screen.findByRole('img', { name: 'Bitcoin price chart, last 24 hours' });
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toMatch(/^Open \$[\d,.]+, high \$[\d,.]+, low \$[\d,.]+, now \$[\d,.]+\.$/);
    await vi.waitFor(() => expect(charts[0]?.data.length).toBe(1));
    expect(charts[0]?.options).toMatchObject({ layout: { attributionLogo: false }, rightPriceScale: { entireTextOnly: true } });
    expect(charts[0]?.data[0]?.length).toBeGreaterThan(40);
    expect(charts[0]?.series).toEqual({ priceFormat: { type: 'price', precision: 2, minMove: 0.01 } });
    expect(screen.getByRole('link', { name: 'Chart by TradingView (opens in a new tab)' }).getAttribute('href')).toBe('https://www.tradingview.com/');
  });

  it("the page's live prices move the price and the chart, a tick updating only the chart's last point", async () => {
    const w = await bitcoinPage();
    await vi.waitFor(() => expect(charts[0]?.data.length).toBe(1));
    act(() => w.fakes.priceStream.pushPrices({ btc: '123456.78' }));
    await act(() => w.time.advance(1_500));
    expect(screen.getByTestId('coin-price').textContent).toBe('$123,456.78');
    // The first live price also pushes the day's first point out of the 24 h window: drawn whole once.
    await vi.waitFor(() => expect(charts[0]?.data.length).toBe(2));
    expect(charts[0]?.data[1]?.at(-1)?.value).toBe(123456.78);
    act(() => w.fakes.priceStream.pushPrices({ btc: '123460.00' }));
    await act(() => w.time.advance(1_500));
    expect(screen.getByTestId('coin-price').textContent).toBe('$123,460.00');
    await vi.waitFor(() => expect(charts[0]?.updates).toHaveLength(1));
    expect(charts[0]?.updates[0]).toEqual({ time: 3, value: 123460 });
    expect(charts[0]?.data).toHaveLength(2);
    expect(screen.getByText('Live')).toBeDefined();
  });

  it('the favourite star toggles at once; a refused change rolls back with a try-later notice', async () => {
    const w = await bitcoinPage();
    const star = await screen.findByRole('button', { name: 'Favourite Bitcoin' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(w.fakes.coins.calls.requests('addFavourites')).toEqual([[['btc']]]);
    w.fakes.coins.calls.failNext('removeFavourites', businessError('coin_not_found'));
    await userEvent.click(star);
    await vi.waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(w.services.toasts.toasts.getSnapshot()).toMatchObject([{ kind: 'notice', notice: { message: { key: 'web_error_try_later' } } }]);
  });

  it('Buy and Sell open the trade drawer on the coin', async () => {
    const w = await bitcoinPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'sell', asset: { kind: 'coin', symbol: 'BTC' } });
    act(() => w.services.tradeDrawer.close());
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(w.services.tradeDrawer.state.getSnapshot()).toMatchObject({ open: true, tab: 'buy', asset: { kind: 'coin', symbol: 'BTC' } });
  });

  it('without the ticker history it says the chart is unavailable and still shows the price', async () => {
    await bitcoinPage((w) => w.fakes.coins.calls.failNext('getTickers', { kind: 'timeout' }));
    expect(screen.getByText('The price chart is not available right now.')).toBeDefined();
    expect(screen.getByTestId('coin-price').textContent).toMatch(/^\$/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('an unknown slug shows a not-found panel with the way back home', async () => {
    await renderHubAt('/hub/price/no-such-coin');
    const panel = await screen.findByRole('region', { name: 'Coin not found' });
    expect(within(panel).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/hub/home');
  });

  it('a failed lookup offers Try again, which loads the coin', async () => {
    await renderHubAt('/hub/price/bitcoin', (w) => w.fakes.coins.calls.failNext('getCoinList', { kind: 'network' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this coin.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin price' })).toBeDefined();
  });
});
