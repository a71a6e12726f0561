import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { SELECTOR_SEARCH_MAX_LENGTH } from '../../../domain/market/coin-search';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { VirtualTime } from '../../support/virtual-time';

async function setup() {
  const time = new VirtualTime();
  const world = createFakeServices({ scheduler: time.scheduler, clock: time.now });
  const stopCustomer = world.services.customer.start();
  await world.services.signIn.restore();
  await time.until(() => !world.services.customer.state.getSnapshot().loading);
  const selector = world.services.assetSelector;
  const state = () => selector.state.getSnapshot();
  const ready = () => time.until(() => state().shown.status !== 'loading');
  return { ...world, time, selector, state, ready, stop: () => (selector.close(), stopCustomer()) };
}

describe('AssetSelectorService', () => {
  it('opens Buy on Coins, For you: held coins first, then every buyable coin of the list', async () => {
    const f = await setup();
    f.fakes.account.setCoinWallet('ETH', '1.5', '3000').setCoinWallet('SOL', '0', '0');
    f.selector.open('buy');
    await f.ready();
    const s = f.state();
    expect(s).toMatchObject({ mode: 'buy', open: true, kind: 'coins', screener: 'for_you', kindTabs: ['coins', 'baskets'], searchMode: false });
    expect(s.screenerTabs).toHaveLength(6);
    expect(s.shown.coins[0]?.symbol).toBe('ETH');
    expect(s.shown.coins.length).toBeGreaterThan(100);
    expect(new Set(s.shown.coins.map((c) => c.symbol)).size).toBe(s.shown.coins.length);
    expect(f.fakes.coins.calls.count('getCoinList')).toBe(3);
    f.stop();
  });

  it('For you falls back to the most traded screener once the customer has transacted', async () => {
    const f = await setup();
    f.fakes.coins.setTransacted(true);
    f.selector.open('buy');
    await f.ready();
    expect(f.fakes.coins.calls.requests('getScreener').map(([screener]) => screener)).toEqual(['most_traded']);
    expect(f.state().shown.status).toBe('ready');
    f.stop();
  });

  it('each screener tab lists its screener; favourites list the favourite coins', async () => {
    const f = await setup();
    f.selector.open('buy');
    await f.ready();
    f.selector.selectScreener('top_gainers');
    await f.ready();
    expect(f.fakes.coins.calls.requests('getScreener').at(-1)?.[0]).toBe('top_gainers');
    expect(f.state().shown.coins.every((c) => c.change24h?.greaterThan(0))).toBe(true);

    const page = await f.fakes.coins.getCoinList({ nativeCurrency: currencyCode('USD'), countryCode: 'US', isPrimeUser: false });
    const favourites = (page.ok ? page.value.coins : []).filter((c) => c.features.purchase).slice(3, 5);
    f.fakes.coins.setFavourites(favourites.map((c) => c.id));
    f.selector.selectScreener('favourites');
    await f.ready();
    expect(f.state().shown.status).toBe('ready');
    expect(f.state().shown.coins.map((c) => c.symbol)).toEqual(favourites.map((c) => c.symbol));
    f.stop();
  });

  it('the Baskets tab lists preset offers that may be bought, delisted ones marked', async () => {
    const f = await setup();
    f.selector.open('buy');
    f.selector.selectKind('baskets');
    await f.ready();
    const baskets = f.state().shown.baskets;
    expect(baskets.length).toBeGreaterThan(0);
    const offers = await f.fakes.baskets.listOffers({});
    const byId = new Map(offers.ok ? offers.value.offers.map((o) => [o.id, o]) : []);
    for (const b of baskets) {
      expect(byId.get(b.id)?.origin).toBe('preset');
      expect(byId.get(b.id)?.stakeable).toBe(false);
      expect(b.unavailable).toBe(byId.get(b.id)?.delisted === true || byId.get(b.id)?.disabled === true);
    }
    f.stop();
  });

  it('searches 300 ms after the last keystroke, in virtual time, and hides the tabs at once', async () => {
    const f = await setup();
    f.selector.open('buy');
    await f.ready();
    const searches = () => f.fakes.coins.calls.requests('getCoinList').filter(([request]) => (request as { keyword?: string }).keyword !== undefined);
    f.selector.typeSearch('b');
    expect(f.state().searchMode).toBe(true);
    expect(f.state().shown.status).toBe('loading');
    await f.time.advance(200);
    f.selector.typeSearch('bi');
    await f.time.advance(299);
    expect(searches()).toHaveLength(0);
    await f.time.advance(1);
    expect(searches().map(([request]) => (request as { keyword: string }).keyword)).toEqual(['bi']);
    await f.ready();
    expect(f.state().shown.coins.every((c) => `${c.name} ${c.symbol}`.toLowerCase().includes('bi'))).toBe(true);
    expect(f.fakes.baskets.calls.requests('listOffers').at(-1)?.[0]).toEqual({ origin: 'preset', search: 'bi' });
    f.stop();
  });

  it('clearing the search shows the tab list again without waiting', async () => {
    const f = await setup();
    f.selector.open('buy');
    await f.ready();
    f.selector.typeSearch('eth');
    await f.time.advance(300);
    await f.ready();
    f.selector.typeSearch('  ');
    expect(f.state().searchMode).toBe(false);
    await f.ready();
    expect(f.state().list.fetch).toEqual({ kind: 'for_you' });
    f.stop();
  });

  it('cuts the search text to 100 characters', async () => {
    const f = await setup();
    f.selector.open('buy');
    f.selector.typeSearch('x'.repeat(150));
    expect(f.state().searchText).toHaveLength(SELECTOR_SEARCH_MAX_LENGTH);
    f.stop();
  });

  it('a search with no match is ready and empty (the no-results text)', async () => {
    const f = await setup();
    f.selector.open('buy');
    f.selector.typeSearch('zzzzqqq');
    await f.time.advance(300);
    await f.ready();
    expect(f.state().shown).toEqual({ status: 'ready', coins: [], baskets: [] });
    f.stop();
  });

  it('drops a slow answer that a newer search replaced', async () => {
    const f = await setup();
    f.selector.open('buy');
    await f.ready();
    const held = f.fakes.coins.calls.holdNext('getCoinList');
    f.selector.typeSearch('bit');
    await f.time.advance(300);
    f.selector.typeSearch('eth');
    await f.time.advance(300);
    await f.ready();
    held.release();
    await f.time.advance(0);
    expect(f.state().list.fetch).toMatchObject({ keyword: 'eth' });
    expect(f.state().shown.coins.some((c) => c.symbol === 'ETH')).toBe(true);
    f.stop();
  });

  it('a failed list offers a retry that fetches it again', async () => {
    const f = await setup();
    f.fakes.baskets.calls.failNext('listOffers', { kind: 'network' });
    f.selector.open('buy');
    f.selector.selectKind('baskets');
    await f.ready();
    expect(f.state().shown.status).toBe('failed');
    f.selector.retry();
    await f.ready();
    expect(f.state().shown.status).toBe('ready');
    expect(f.state().shown.baskets.length).toBeGreaterThan(0);
    f.stop();
  });

  it('Sell lists held coins with their amounts, and owned baskets', async () => {
    const f = await setup();
    f.fakes.account.setCoinWallet('BTC', '0.5', '30000').setCoinWallet('ETH', '2', '5000').setCoinWallet('SOL', '0', '0');
    const instance = f.fakes.baskets.own('blue_chip', { BTC: '0.001', ETH: '0.01' });
    f.selector.open('sell');
    await f.ready();
    expect(f.state().screenerTabs).toEqual([]);
    expect(f.state().shown.coins.map((c) => [c.symbol, c.held?.amount.toString()])).toEqual([
      ['BTC', '0.5'],
      ['ETH', '2'],
    ]);
    f.selector.selectKind('baskets');
    await f.ready();
    expect(f.state().shown.baskets.map((b) => b.id)).toEqual([instance]);
    expect(f.state().shown.baskets[0]?.balance?.greaterThan(dec('0'))).toBe(true);
    f.selector.typeSearch('eth');
    await f.time.advance(300);
    await f.ready();
    expect(f.state().shown.coins.map((c) => c.symbol)).toEqual(['ETH']);
    expect(f.state().shown.baskets.map((b) => b.id)).toEqual([instance]);
    f.stop();
  });

  it('without the basket product there is no Baskets tab and a search finds no baskets', async () => {
    const f = await setup();
    f.fakes.config.productConfig = { ...f.fakes.config.productConfig, basket: { ...f.fakes.config.productConfig.basket, enabled: false } };
    await f.services.customer.reload();
    f.selector.open('buy');
    expect(f.state().kindTabs).toEqual(['coins']);
    f.selector.typeSearch('blue');
    await f.time.advance(300);
    await f.ready();
    expect(f.state().shown.baskets).toEqual([]);
    expect(f.fakes.baskets.calls.count('listOffers')).toBe(0);
    f.stop();
  });

  it('closing stops fetching', async () => {
    const f = await setup();
    f.selector.open('buy');
    f.selector.close();
    await f.time.advance(0);
    const before = f.fakes.coins.calls.count('getCoinList');
    f.selector.typeSearch('btc');
    await f.time.advance(1000);
    expect(f.fakes.coins.calls.count('getCoinList')).toBe(before);
    expect(f.state().open).toBe(false);
    f.stop();
  });
});
