import { describe, expect, it } from 'vitest';
import { fakeWorld } from '../../support/fake-world';

async function setup() {
  const w = await fakeWorld();
  w.services.customer.start();
  const detail = w.services.coinDetail;
  return { ...w, detail, state: () => detail.state.getSnapshot() };
}

describe("CoinDetailService (spec 001 §2 /hub/price/{slug}, §7 tickers and the page's live prices)", () => {
  it('finds the coin by its slug and shows the ticker price, 24 h change and 1D history', async () => {
    const f = await setup();
    f.detail.open('bitcoin');
    expect(f.state()).toEqual({ status: 'loading', slug: 'bitcoin' });
    await f.time.until(() => f.state().status === 'ready');
    const state = f.state();
    if (state.status !== 'ready') throw new Error('not ready');
    expect(state.coin.symbol).toBe('BTC');
    expect(state.chartUnavailable).toBe(false);
    expect(state.feed).toBe('live');
    expect(state.series.length).toBeGreaterThan(40);
    expect(state.series.at(-1)?.price.equals(state.price)).toBe(true);
    expect(f.fakes.coins.calls.requests('getTickers')).toEqual([[{ symbols: ['BTC'], nativeCurrency: 'USD', period: '1D', interval: 'low' }]]);
    expect(f.fakes.priceStream.livePrices.connections).toHaveLength(1);
    expect(f.fakes.priceStream.ladder.connections).toEqual([]);
  });

  it('a live price moves the price, the change and the last point of the chart; other coins change nothing', async () => {
    const f = await setup();
    f.detail.open('bitcoin');
    await f.time.until(() => f.state().status === 'ready');
    const before = f.state();
    if (before.status !== 'ready') throw new Error('not ready');
    const last = before.series.at(-1);
    if (last === undefined) throw new Error('no history');
    const higher = before.price.times(1.1).toDecimalPlaces(2);
    f.fakes.priceStream.pushPrices({ btc: higher.toFixed() });
    await f.time.advance(1_500);
    const after = f.state();
    if (after.status !== 'ready') throw new Error('not ready');
    expect(after.price.equals(higher)).toBe(true);
    expect(after.series.at(-1)?.price.equals(higher)).toBe(true);
    expect(after.series.at(-1)?.at).toBe(f.time.scheduler.now());
    expect(after.series.at(-2)).toBe(last);
    expect(after.changePercent?.greaterThan(before.changePercent ?? 0)).toBe(true);
    f.fakes.priceStream.pushPrices({ eth: '1' });
    await f.time.advance(1_500);
    expect(f.state()).toBe(after);
  });

  it("shows at once the price the page's stream already has (the market opened it before)", async () => {
    const f = await setup();
    const stopMarket = f.services.livePrices.start();
    await f.time.advance(10);
    f.fakes.priceStream.pushPrices({ btc: '12345.67' });
    await f.time.advance(1_500);
    f.detail.open('bitcoin');
    await f.time.until(() => f.state().status === 'ready');
    const state = f.state();
    expect(state.status === 'ready' && state.price.toFixed()).toBe('12345.67');
    expect(f.fakes.priceStream.livePrices.connections).toHaveLength(1);
    stopMarket();
  });

  it('a refused, dropped or silent stream is delayed until prices flow again', async () => {
    const f = await setup();
    f.fakes.priceStream.livePrices.refuseNext({ kind: 'server', status: 503 });
    f.detail.open('bitcoin');
    await f.time.until(() => f.state().status === 'ready');
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'delayed' });
    await f.time.advance(1_000);
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'live' });
    f.fakes.priceStream.livePrices.drop();
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'delayed' });
    await f.time.advance(1_000);
    expect(f.fakes.priceStream.livePrices.openCount).toBe(1);
    f.fakes.priceStream.pushPrices({ btc: '50000' });
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'live' });
    await f.time.advance(5_000);
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'delayed' });
    f.fakes.priceStream.livePrices.heartbeat();
    expect(f.state()).toMatchObject({ status: 'ready', feed: 'live' });
  });

  it('without the ticker history the page still shows the price, without a chart', async () => {
    const f = await setup();
    f.fakes.coins.calls.failNext('getTickers', { kind: 'server', status: 502 });
    f.detail.open('ethereum');
    await f.time.until(() => f.state().status === 'ready');
    expect(f.state()).toMatchObject({ status: 'ready', chartUnavailable: true, series: [] });
  });

  it('an unknown slug is not found; a failed lookup can be retried', async () => {
    const f = await setup();
    f.detail.open('no-such-coin');
    await f.time.until(() => f.state().status !== 'loading');
    expect(f.state()).toEqual({ status: 'not_found', slug: 'no-such-coin' });
    f.fakes.coins.calls.failNext('getCoinList', { kind: 'network' });
    f.detail.open('solana');
    await f.time.until(() => f.state().status !== 'loading');
    expect(f.state()).toEqual({ status: 'failed', slug: 'solana' });
    f.detail.retry();
    await f.time.until(() => f.state().status === 'ready');
    expect(f.state().status === 'ready' && f.state()).toMatchObject({ coin: { symbol: 'SOL' } });
  });

  it('closing the page closes the stream; a page opened over another replaces it', async () => {
    const f = await setup();
    const stopFirst = f.detail.open('bitcoin');
    await f.time.until(() => f.state().status === 'ready');
    const stop = f.detail.open('ethereum');
    await f.time.until(() => f.state().status === 'ready');
    expect(f.fakes.priceStream.livePrices.openCount).toBe(1);
    stopFirst();
    expect(f.state().status).toBe('ready');
    stop();
    expect(f.state()).toEqual({ status: 'idle' });
    expect(f.fakes.priceStream.livePrices.openCount).toBe(0);
  });
});
