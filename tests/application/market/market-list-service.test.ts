import { describe, expect, it } from 'vitest';
import { FakeCoinsAdapter } from '../../../adapters/fake/fake-coins-adapter';
import { MemoryKeyValueAdapter } from '../../../adapters/node/memory-key-value-adapter';
import { CATEGORY_MEMORY_KEY, MarketListService } from '../../../application/market/market-list-service';
import { marketPageView } from '../../../application/market/market-list-view';
import { CoinCategory } from '../../../domain/market/coin-category';
import { customerStore, switchCustomer } from '../../support/customer-store';
import { VirtualTime } from '../../support/virtual-time';

function setup(user: Parameters<typeof customerStore>[0] = {}) {
  const time = new VirtualTime(0);
  const coins = new FakeCoinsAdapter({ clock: time.now });
  const tabStorage = new MemoryKeyValueAdapter();
  const customer = customerStore(user);
  const service = new MarketListService({ coins, customer, scheduler: time.scheduler, tabStorage });
  return { time, coins, tabStorage, customer, service, state: () => service.state.getSnapshot() };
}

describe('MarketListService (spec 001 §2, §4, §9 coin list card)', () => {
  it('fetches nothing until the native currency is known, then lists every coin by 24h descending', async () => {
    const w = setup();
    switchCustomer(w.customer.store, undefined);
    w.service.open('/hub/market');
    await w.time.advance(0);
    expect(w.state().status).toBe('waiting');
    expect(w.coins.calls.count('getCoinList')).toBe(0);
    switchCustomer(w.customer.store, {});
    await w.time.until(() => w.state().status === 'ready');
    expect(w.state().sort).toEqual({ key: '24h', direction: 'desc' });
    const volumes = w.state().coins.map((c) => c.volume24h?.toNumber() ?? -1);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(w.state().coins.length).toBeGreaterThan(100);
  });

  it('remembers the category per page path for the tab, and recalls it on the next visit', () => {
    const w = setup();
    w.service.open('/hub/market');
    w.service.selectCategory(CoinCategory.TopLosers);
    expect(JSON.parse(w.tabStorage.get(CATEGORY_MEMORY_KEY) ?? '{}')).toEqual({ '/hub/market': 'TopLosers' });
    w.service.open('/hub/home');
    expect(w.state().category).toBe(CoinCategory.AllCoins);
    w.service.open('/hub/market/');
    expect(w.state().category).toBe(CoinCategory.TopLosers);
  });

  it('a screener keeps its order until a column is picked; the same column again flips the direction', async () => {
    const w = setup();
    w.service.open('/hub/market');
    w.service.selectCategory(CoinCategory.TopGainers);
    await w.time.until(() => w.state().status === 'ready');
    expect(w.state().sort).toBeUndefined();
    expect(w.coins.calls.requests('getScreener').at(-1)?.[0]).toBe('top_gainers');
    w.service.sortBy('price');
    expect(w.state().sort).toEqual({ key: 'price', direction: 'desc' });
    w.service.sortBy('price');
    expect(w.state().sort).toEqual({ key: 'price', direction: 'asc' });
    const prices = w.state().coins.map((c) => c.price);
    prices.slice(1).forEach((price, i) => expect(price.greaterThanOrEqualTo(prices[i] ?? price)).toBe(true));
    w.service.sortBy('asset');
    expect(w.state().sort).toEqual({ key: 'asset', direction: 'asc' });
    w.service.selectWindow('1h');
    await w.time.until(() => w.coins.calls.requests('getScreener').at(-1)?.[0] === 'top_gainers_1h');
  });

  it('a new category keeps the list on screen, in its order and page, until its answer; the answer shows in its own order from page 1', async () => {
    const w = setup();
    w.service.open('/hub/market');
    await w.time.until(() => w.state().status === 'ready');
    w.service.sortBy('price');
    w.service.goToPage(2);
    const shown = w.state().coins;
    const held = w.coins.calls.holdNext('getScreener');
    w.service.selectCategory(CoinCategory.TopGainers);
    await w.time.until(() => held.started);
    expect(w.state()).toMatchObject({ status: 'loading', category: CoinCategory.TopGainers, sort: { key: 'price', direction: 'desc' }, page: 2 });
    expect(w.state().coins).toBe(shown);
    held.release();
    await w.time.until(() => w.state().status === 'ready');
    expect(w.state()).toMatchObject({ sort: undefined, page: 1 });
    expect(w.state().coins).not.toBe(shown);
  });

  it('searching keeps the list on screen until the results come, then shows them from page 1', async () => {
    const w = setup();
    w.service.open('/hub/market');
    await w.time.until(() => w.state().status === 'ready');
    w.service.goToPage(2);
    const shown = w.state().coins;
    const held = w.coins.calls.holdNext('getCoinList');
    w.service.typeSearch('bit');
    await w.time.advance(300);
    await w.time.until(() => held.started);
    expect(w.state()).toMatchObject({ status: 'loading', keyword: 'bit', page: 2 });
    expect(w.state().coins).toBe(shown);
    held.release();
    await w.time.until(() => w.state().status === 'ready');
    expect(w.state().page).toBe(1);
    expect(w.state().coins.every((c) => /bit/i.test(c.name) || /bit/i.test(c.symbol))).toBe(true);
  });

  it('searches 300 ms after the last keystroke, on the injected scheduler; an emptied box shows the category at once', async () => {
    const w = setup();
    w.service.open('/hub/market');
    await w.time.until(() => w.state().status === 'ready');
    const calls = w.coins.calls.count('getCoinList');
    w.service.typeSearch('bit');
    await w.time.advance(299);
    w.service.typeSearch('bitc');
    await w.time.advance(299);
    expect(w.coins.calls.count('getCoinList')).toBe(calls);
    await w.time.advance(1);
    await w.time.until(() => w.state().status === 'ready' && w.state().keyword === 'bitc');
    expect(w.state().coins.every((c) => /bitc/i.test(c.name) || /bitc/i.test(c.symbol))).toBe(true);
    w.service.typeSearch('x'.repeat(150));
    expect(w.state().searchText).toHaveLength(100);
    w.service.typeSearch('  ');
    await w.time.advance(0);
    expect(w.state().keyword).toBe('');
  });

  it('a failed fetch shows the retry state; retry fetches again', async () => {
    const w = setup();
    w.coins.calls.failNext('getCoinList', { kind: 'timeout' });
    w.service.open('/hub/market');
    await w.time.until(() => w.state().status === 'failed');
    w.service.retry();
    await w.time.until(() => w.state().status === 'ready');
  });

  it('the sparklines of the coins shown are fetched once per symbol; a failure leaves them out', async () => {
    const w = setup();
    w.service.open('/hub/market');
    await w.time.until(() => w.state().status === 'ready');
    const shown = marketPageView(w.state().coins, undefined, 1).rows.slice(0, 3);
    await w.service.loadSparklines(shown);
    expect([...w.state().sparklines.keys()]).toEqual(shown.map((c) => c.symbol));
    expect(w.state().sparklines.get(shown[0]?.symbol ?? '')).toMatch(/^0\.0,\d+\.\d( [\d.]+,[\d.]+)+$/);
    await w.service.loadSparklines(shown);
    expect(w.coins.calls.count('getTickers')).toBe(1);
    w.coins.calls.failNext('getTickers', { kind: 'timeout' });
    await w.service.loadSparklines(marketPageView(w.state().coins, undefined, 1).rows.slice(3, 5));
    expect(w.state().sparklines.size).toBe(3);
  });
});
