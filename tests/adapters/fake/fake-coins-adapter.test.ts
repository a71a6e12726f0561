import { describe, expect, it } from 'vitest';
import { FakeCoinsAdapter } from '../../../adapters/fake/fake-coins-adapter';
import { businessError } from '../../../application/ports/api-error';
import type { CoinInfo, CoinViewQuery } from '../../../application/ports/coins-port';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { isRecentlyListed, SCREENERS } from '../../../domain/market/coin-screener';
import { currencyCode } from '../../../domain/money/currency';
import { errorCode, expectOk } from '../../support/api-result';

const USD = currencyCode('USD');
const GBP = currencyCode('GBP');
const US_VIEW: CoinViewQuery = { nativeCurrency: USD, countryCode: 'US', isPrimeUser: false };
const NOW = Date.UTC(2026, 10, 22, 12);

const symbols = (coins: readonly CoinInfo[]) => coins.map((c) => c.symbol);

describe('the fake coins adapter: a fixed market through the domain’s list rules', () => {
  const fake = () => new FakeCoinsAdapter({ clock: () => NOW });

  it('lists about 210 coins in rank order, 100 a page, filtered by keyword and category', async () => {
    const first = expectOk(await fake().getCoinList(US_VIEW));
    expect([first.pageIndex, first.pageSize, first.coins.length]).toEqual([1, 100, 100]);
    expect(first.total).toBeGreaterThan(200);
    expect(symbols(first.coins.slice(0, 3))).toEqual(['BTC', 'ETH', 'USDT']);
    expect(first.coins.map((c) => c.rank)).toEqual(first.coins.map((_, i) => i + 1));
    const third = expectOk(await fake().getCoinList({ ...US_VIEW, pageIndex: 3 }));
    expect(third.coins).toHaveLength(first.total - 200);
    expect(symbols(expectOk(await fake().getCoinList({ ...US_VIEW, keyword: 'bitcoin' })).coins)).toEqual(['BTC', 'BCH']);
    expect(expectOk(await fake().getCoinList({ ...US_VIEW, categoryIds: ['meme'] })).coins.every((c) => c.categoryIds.includes('meme'))).toBe(true);
    expect(errorCode(await fake().getCoinList({ ...US_VIEW, pageSize: 0 }))).toBe(ErrorCode.invalidParameter);
  });

  it('prices in the view’s native currency and refuses one it does not know', async () => {
    const [usd] = expectOk(await fake().queryCoins({ railsIds: ['btc'], nativeCurrency: USD, isPrimeUser: false }));
    const [gbp] = expectOk(await fake().queryCoins({ railsIds: ['btc'], nativeCurrency: GBP, isPrimeUser: false }));
    expect([usd?.price.toFixed(2), gbp?.price.toFixed(2), gbp?.nativeCurrency]).toEqual(['67250.00', '53127.50', 'GBP']);
    expect(errorCode(await fake().getCoinList({ ...US_VIEW, nativeCurrency: currencyCode('XYZ') }))).toBe(ErrorCode.invalidParameter);
  });

  it('every screener keeps what the domain’s screener keeps: gainers rose, losers fell, new coins were listed lately', async () => {
    for (const screener of SCREENERS) {
      const coins = expectOk(await fake().getScreener(screener, US_VIEW));
      expect(coins.length, screener).toBeGreaterThan(0);
      if (screener === 'top_gainers') expect(coins.every((c) => c.percentage?.greaterThan(0))).toBe(true);
      if (screener === 'top_losers_1h') expect(coins.every((c) => c.percentChange1h?.lessThan(0))).toBe(true);
      if (screener === 'recently_listed') expect(coins.every((c) => isRecentlyListed(c.listedAt, NOW))).toBe(true);
    }
  });

  it('coins by id and tickers in the order asked; an unknown one is coin_not_found', async () => {
    expect(symbols(expectOk(await fake().queryCoins({ railsIds: ['cro', 'btc', 'shib'], nativeCurrency: USD, isPrimeUser: false })))).toEqual([
      'CRO',
      'BTC',
      'SHIB',
    ]);
    expect(await fake().queryCoins({ railsIds: ['btc', 'nope'], nativeCurrency: USD, isPrimeUser: false })).toEqual({
      ok: false,
      error: businessError(ErrorCode.coinNotFound, { meta: { ids: ['nope'] } }),
    });
    const [eth] = expectOk(await fake().getTickers({ symbols: [currencyCode('ETH')], nativeCurrency: USD }));
    expect([eth?.period, eth?.interval, eth?.points.length, eth?.points.at(-1)?.price.toFixed(2)]).toEqual(['1D', 'low', 49, '3480.50']);
    expect(eth?.points.at(-1)?.at).toBe(NOW);
    expect(errorCode(await fake().getTickers({ symbols: [currencyCode('FTT')], nativeCurrency: USD }))).toBe(ErrorCode.coinNotFound);
  });

  it('popular coins: the six most traded that can be bought', async () => {
    const popular = expectOk(await fake().getPopularTradingCoins());
    expect(popular).toHaveLength(6);
    expect(popular.every((c) => c.features.purchase)).toBe(true);
  });
});

describe('the fake coins adapter: test controls', () => {
  const create = () => new FakeCoinsAdapter({ clock: () => NOW, favourites: ['btc'] });

  it('reports the wallet set for a coin, zero for the others', async () => {
    const fake = create().setWallet('eth', '1.5');
    const result = await fake.queryCoins({ railsIds: ['eth', 'btc'], nativeCurrency: USD, isPrimeUser: false });
    expect(result.ok && result.value.map((c) => c.walletAvailable?.toFixed())).toEqual(['1.5', '0']);
  });

  it('starts from the favourites given and can be reset', async () => {
    const fake = create();
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['btc'] });
    fake.setFavourites(['eth', 'sol']);
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['eth', 'sol'] });
  });

  it('answers already_did_first_transaction once told the customer transacted', async () => {
    const fake = create().setTransacted(true);
    expect(await fake.getPopularTradingCoins()).toEqual({ ok: false, error: businessError(ErrorCode.firstTransactionAlreadyDone) });
  });

  it('fails the next call as told, counts calls and holds answers for races', async () => {
    const fake = create();
    fake.calls.failNext('addFavourites', { kind: 'network' });
    expect(await fake.addFavourites(['eth'])).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await fake.getFavourites()).toEqual({ ok: true, value: ['btc'] });
    const held = fake.calls.holdNext('addFavourites');
    let answered = false;
    const pending = fake.addFavourites(['eth']).then((r) => ((answered = true), r));
    await Promise.resolve();
    expect([held.started, answered]).toEqual([true, false]);
    held.release();
    expect(await pending).toEqual({ ok: true, value: ['btc', 'eth'] });
    expect(fake.calls.count('addFavourites')).toBe(2);
  });
});
