import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpCoinsAdapter } from '../../adapters/http/coins-http-adapter';
import { routes } from '../../adapters/http/routes';
import { coinListResponse, coinsResponse, tickersResponse } from '../../adapters/http/schemas/coins';
import { DAY_MS, type ListedCoin, usdToNative } from '../../adapters/sandbox/exchange/market';
import type { ApiResult } from '../../application/ports/api-error';
import type { CoinViewQuery } from '../../application/ports/coins-port';
import { SCREENERS } from '../../domain/market/coin-screener';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { Rounding } from '../../domain/money/decimal';
import { createSandboxHarness, SANDBOX_ORIGIN, type SandboxHarness } from '../support/sandbox-harness';
import { signInAs } from '../support/sign-in';

const USD = currencyCode('USD');
const US_VIEW: CoinViewQuery = { nativeCurrency: USD, countryCode: 'US', isPrimeUser: false, entityId: 'usa' };

const value = <T>(result: ApiResult<T>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};
const businessCode = (result: ApiResult<unknown>): string | undefined => (!result.ok && result.error.kind === 'business' ? result.error.code : undefined);

describe('coins: the HTTP adapter against the sandbox through msw', () => {
  let h: SandboxHarness;
  let coins: HttpCoinsAdapter;

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    coins = new HttpCoinsAdapter(h.get('http'));
  });
  afterEach(() => h.stop());

  const listed = (symbol: string): ListedCoin => {
    const coin = h.exchange.market.coin(symbol);
    if (coin === undefined) throw new Error(symbol);
    return coin;
  };
  const usdPrice = (symbol: string) => h.exchange.market.priceAt(listed(symbol), h.exchange.now());

  describe('favourites (signed in only)', () => {
    it('get, create and delete answer the favourites after the change', async () => {
      await signInAs(h, 'alex');
      expect(value(await coins.getFavourites())).toEqual(['btc', 'eth', 'sol', 'cro']);
      expect(value(await coins.addFavourites(['link', 'eth']))).toEqual(['btc', 'eth', 'sol', 'cro', 'link']);
      expect(value(await coins.removeFavourites(['btc']))).toEqual(['eth', 'sol', 'cro', 'link']);
      expect(value(await coins.getFavourites())).toEqual(['eth', 'sol', 'cro', 'link']);
    });

    it('refuse an unknown coin with coin_not_found and keep the favourites', async () => {
      await signInAs(h, 'alex');
      const result = await coins.addFavourites(['btc', 'not-a-coin']);
      expect(businessCode(result)).toBe(ErrorCode.coinNotFound);
      expect(!result.ok && result.error.kind === 'business' ? result.error.meta : undefined).toEqual({ ids: ['not-a-coin'] });
      expect(value(await coins.getFavourites())).toEqual(['btc', 'eth', 'sol', 'cro']);
    });

    it('refuse a body whose favorite_coins is not a list of ids with invalid_parameter', async () => {
      await signInAs(h, 'alex');
      const body = { favorite_coins: 'btc' } as unknown as { favorite_coins: readonly string[] };
      expect(businessCode(await h.get('http').call(routes.createFavouriteCoins, { body }))).toBe(ErrorCode.invalidParameter);
      expect(businessCode(await h.get('http').call(routes.deleteFavouriteCoins, { body }))).toBe(ErrorCode.invalidParameter);
    });

    it('are unauthorized without a session', async () => {
      for (const result of [await coins.getFavourites(), await coins.addFavourites(['btc']), await coins.removeFavourites(['btc'])]) {
        expect(result).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      }
    });
  });

  describe('coins query by rails_ids', () => {
    it("answers the coins in the order asked, at the market price in the native currency, with the customer's wallet", async () => {
      await signInAs(h, 'alex');
      const [eth, btc] = value(await coins.queryCoins({ railsIds: ['eth', 'btc'], nativeCurrency: USD, isPrimeUser: false, entityId: 'usa' }));
      expect([eth?.symbol, btc?.symbol]).toEqual(['ETH', 'BTC']);
      expect(btc?.price.eq(usdPrice('BTC'))).toBe(true);
      expect(btc).toMatchObject({ id: 'btc', slug: 'bitcoin', rank: 1, maxFraction: 8, nativeCurrency: 'USD', coinInfoSymbol: 'BTC' });
      expect(btc?.features).toEqual({ exchange: true, purchase: true, vibanPurchase: true, vibanOut: true });
      expect(btc?.walletAvailable?.toFixed()).toBe('0.05');
      expect(btc?.marketCap?.eq(usdPrice('BTC').times(listed('BTC').circulatingSupply).toDecimalPlaces(2, Rounding.down))).toBe(true);
    });

    it('is public: signed out it prices in the asked currency and carries no wallet', async () => {
      const [sol] = value(await coins.queryCoins({ railsIds: ['sol'], nativeCurrency: currencyCode('GBP'), isPrimeUser: true }));
      expect(sol?.price.toFixed()).toBe(usdToNative(usdPrice('SOL'), 'GBP', 2)?.toFixed());
      expect(sol?.walletAvailable).toBeUndefined();
    });

    it('refuses unknown or delisted ids with coin_not_found, and a currency it does not price in with invalid_parameter', async () => {
      expect(businessCode(await coins.queryCoins({ railsIds: ['btc', 'ftt'], nativeCurrency: USD, isPrimeUser: false }))).toBe(ErrorCode.coinNotFound);
      expect(businessCode(await coins.queryCoins({ railsIds: ['btc'], nativeCurrency: currencyCode('JPY'), isPrimeUser: false }))).toBe(
        ErrorCode.invalidParameter,
      );
    });
  });

  describe('coin list', () => {
    it('answers page 1 of 100 in rank order with the total, and further pages on request', async () => {
      const first = value(await coins.getCoinList(US_VIEW));
      expect(first).toMatchObject({ pageIndex: 1, pageSize: 100 });
      expect(first.coins).toHaveLength(100);
      expect(first.coins.map((c) => c.rank)).toEqual(first.coins.map((_, i) => i + 1));
      expect(first.total).toBe(h.exchange.market.coins().length);
      const third = value(await coins.getCoinList({ ...US_VIEW, pageIndex: 3, pageSize: 100 }));
      expect(third.coins).toHaveLength(first.total - 200);
    });

    it('narrows by category_ids[] and keyword', async () => {
      const memes = value(await coins.getCoinList({ ...US_VIEW, categoryIds: ['meme'] }));
      expect(memes.coins.length).toBeGreaterThan(5);
      memes.coins.forEach((c) => expect(c.categoryIds).toContain('meme'));
      const bit = value(await coins.getCoinList({ ...US_VIEW, keyword: 'bitcoin' }));
      expect(bit.coins.map((c) => c.symbol)).toEqual(expect.arrayContaining(['BTC', 'BCH', 'WBTC']));
      bit.coins.forEach((c) => expect(c.name.toLowerCase()).toContain('bitcoin'));
    });

    it("follows the customer's country: no privacy coins in the UK", async () => {
      const uk = value(await coins.getCoinList({ ...US_VIEW, nativeCurrency: currencyCode('GBP'), countryCode: 'GB', categoryIds: ['privacy'] }));
      expect(uk.total).toBe(0);
    });

    it('refuses a page outside 1..100 with invalid_parameter', async () => {
      expect(businessCode(await coins.getCoinList({ ...US_VIEW, pageSize: 101 }))).toBe(ErrorCode.invalidParameter);
      expect(businessCode(await coins.getCoinList({ ...US_VIEW, pageIndex: 0 }))).toBe(ErrorCode.invalidParameter);
    });
  });

  describe('screeners', () => {
    it('answer each of the six screeners, gainers rising and losers falling', async () => {
      for (const screener of SCREENERS) {
        const list = value(await coins.getScreener(screener, US_VIEW));
        expect(list.length).toBeLessThanOrEqual(20);
        if (screener === 'top_gainers') list.forEach((c) => expect(c.percentage?.greaterThan(0)).toBe(true));
        if (screener === 'top_losers') list.forEach((c) => expect(c.percentage?.lessThan(0)).toBe(true));
        if (screener === 'recently_listed') list.forEach((c) => expect(h.exchange.now() - c.listedAt).toBeLessThanOrEqual(30 * DAY_MS));
      }
      expect(value(await coins.getScreener('most_traded', US_VIEW))[0]?.symbol).toBe('BTC');
    });

    it('refuse an unknown screener with invalid_parameter', async () => {
      const result = await h.get('http').call(routes.coinScreener, { params: { screener: 'top_movers' }, query: {} });
      expect(businessCode(result)).toBe(ErrorCode.invalidParameter);
    });
  });

  describe('tickers', () => {
    it('answer a 1D history at interval low per symbol, ending on the live price', async () => {
      const tickers = value(await coins.getTickers({ symbols: [currencyCode('BTC'), currencyCode('CRO')], nativeCurrency: USD }));
      expect(tickers.map((t) => [t.symbol, t.period, t.interval, t.points.length])).toEqual([
        ['BTC', '1D', 'low', 49],
        ['CRO', '1D', 'low', 49],
      ]);
      expect(tickers[0]?.points.at(-1)?.price.eq(usdPrice('BTC'))).toBe(true);
      expect(tickers[0]?.price.eq(usdPrice('BTC'))).toBe(true);
      expect(tickers[0]?.points.at(-1)?.at).toBe(h.exchange.now());
    });

    it('refuse an unknown symbol with coin_not_found and another period with invalid_parameter', async () => {
      expect(businessCode(await coins.getTickers({ symbols: [currencyCode('NOPE')], nativeCurrency: USD }))).toBe(ErrorCode.coinNotFound);
      expect(businessCode(await coins.getTickers({ symbols: [currencyCode('BTC')], nativeCurrency: USD, period: '1W' }))).toBe(ErrorCode.invalidParameter);
    });
  });

  describe('popular trading coins (first-action guide)', () => {
    it('suggest six buyable coins to a new customer, in their currency', async () => {
      await signInAs(h, 'zoe');
      const popular = value(await coins.getPopularTradingCoins());
      expect(popular).toHaveLength(6);
      popular.forEach((c) => expect(c.features.purchase || c.features.vibanPurchase).toBe(true));
      expect(popular.every((c) => c.nativeCurrency === 'USD')).toBe(true);
    });

    it('answer already_did_first_transaction once the customer has transacted, and unauthorized signed out', async () => {
      expect(await coins.getPopularTradingCoins()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      await signInAs(h, 'alex');
      expect(businessCode(await coins.getPopularTradingCoins())).toBe(ErrorCode.firstTransactionAlreadyDone);
    });
  });

  it('sends the wire the schemas describe: raw answers parse', async () => {
    await signInAs(h, 'oliver');
    const base = `${SANDBOX_ORIGIN}/api/proxy/public/coin/v2/users/coin_info`;
    const read = async (url: string, init?: RequestInit) => (await fetch(url, init)).json() as Promise<unknown>;
    expect(coinListResponse.safeParse(await read(`${base}/coins?native_currency=GBP&country_code=GB`)).success).toBe(true);
    expect(coinsResponse.safeParse(await read(`${base}/coin_screeners/top_gainers_1h?native_currency=SGD`)).success).toBe(true);
    expect(tickersResponse.safeParse(await read(`${SANDBOX_ORIGIN}/api/proxy/public/data/coins/tickers?coin_info_symbol=ETH,SHIB`)).success).toBe(true);
  });
});
