import { describe, expect, it } from 'vitest';
import { POPULAR_COINS_SIZE } from '../../../adapters/sandbox/exchange/coins/coin-catalogue';
import { DAY_MS, usdToNative } from '../../../adapters/sandbox/exchange/market';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { signInDirect } from '../../support/sign-in';

const START = Date.UTC(2026, 10, 22, 12);

function sandbox() {
  let now = START;
  const exchange = new SandboxExchange({ clock: () => now, seed: 5 });
  return { exchange, coins: exchange.coins, advance: (ms: number) => (now += ms) };
}

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('sandbox coins: favourites', () => {
  it("start from each persona's seed and are kept per account", () => {
    const { exchange, coins } = sandbox();
    const alex = signInDirect(exchange, 'alex').account;
    const zoe = signInDirect(exchange, 'zoe').account;
    expect(coins.favourites(alex)).toEqual(['btc', 'eth', 'sol', 'cro']);
    expect(coins.favourites(zoe)).toEqual([]);
    valueOf(coins.addFavourites(zoe, ['doge']));
    expect(coins.favourites(zoe)).toEqual(['doge']);
    expect(coins.favourites(alex)).toEqual(['btc', 'eth', 'sol', 'cro']);
  });

  it('add each new coin last, ignore a coin already there, and remove by id', () => {
    const { exchange, coins } = sandbox();
    const alex = signInDirect(exchange, 'alex').account;
    expect(valueOf(coins.addFavourites(alex, ['link', 'btc', 'avax']))).toEqual(['btc', 'eth', 'sol', 'cro', 'link', 'avax']);
    expect(coins.removeFavourites(alex, ['eth', 'nope'])).toEqual(['btc', 'sol', 'cro', 'link', 'avax']);
  });

  it('refuse a coin the customer is not offered with coin_not_found, changing nothing', () => {
    const { exchange, coins } = sandbox();
    const oliver = signInDirect(exchange, 'oliver').account;
    const before = coins.favourites(oliver);
    for (const ids of [['nope'], ['ftt'], ['link', 'xmr']]) {
      const result = coins.addFavourites(oliver, ids); // ftt is delisted; xmr is not offered in the UK
      expect(result).toMatchObject({ ok: false, error: { code: ErrorCode.coinNotFound } });
    }
    expect(coins.favourites(oliver)).toEqual(before);
  });

  it('live in the JSON state: a snapshot carries them, a reset brings back the seeds', () => {
    const { exchange, coins } = sandbox();
    const alex = signInDirect(exchange, 'alex').account;
    valueOf(coins.addFavourites(alex, ['link']));
    const restored = new SandboxExchange({
      clock: () => START,
      state: JSON.parse(JSON.stringify(exchange.snapshot())) as ReturnType<SandboxExchange['snapshot']>,
    });
    expect(restored.coins.favourites(alex)).toContain('link');
    exchange.reset();
    expect(coins.favourites(signInDirect(exchange, 'alex').account)).toEqual(['btc', 'eth', 'sol', 'cro']);
  });
});

describe('sandbox coins: whose view', () => {
  it('takes the query first, then the signed-in customer, then USD in the US', () => {
    const { exchange, coins } = sandbox();
    const oliver = signInDirect(exchange, 'oliver').account;
    expect(valueOf(coins.scope(undefined, null, null))).toEqual({ nativeCurrency: 'USD', countryCode: 'US' });
    expect(valueOf(coins.scope(oliver, null, null))).toEqual({ nativeCurrency: 'GBP', countryCode: 'GB' });
    expect(valueOf(coins.scope(oliver, 'SGD', 'sg'))).toEqual({ nativeCurrency: 'SGD', countryCode: 'SG' });
    expect(coins.scope(undefined, 'JPY', null)).toMatchObject({ ok: false, error: { code: ErrorCode.invalidParameter } });
  });

  it('prices in the native currency at the fixed rate, rounded down, and hides privacy coins in the UK', () => {
    const { exchange, coins } = sandbox();
    const gb = valueOf(coins.scope(undefined, 'GBP', 'GB'));
    const btc = coins.catalogue.views(gb).find((v) => v.symbol === 'BTC');
    const listed = exchange.market.coin('BTC');
    expect(btc?.price.toFixed()).toBe(listed && usdToNative(exchange.market.priceAt(listed, exchange.now()), 'GBP', 2)?.toFixed());
    expect(btc?.nativeCurrency).toBe('GBP');
    expect(coins.catalogue.views(gb).some((v) => v.categoryIds.includes('privacy'))).toBe(false);
    const us = valueOf(coins.scope(undefined, 'USD', 'US'));
    expect(coins.catalogue.views(us).some((v) => v.symbol === 'XMR')).toBe(true);
  });

  it("reads the customer's wallet from the ledger; nothing when signed out", () => {
    const { exchange, coins } = sandbox();
    const alex = signInDirect(exchange, 'alex').account;
    expect(coins.available(alex, 'BTC')?.toFixed()).toBe('0.05');
    expect(coins.available(alex, 'DOGE')?.toFixed()).toBe('0');
    expect(coins.available(undefined, 'BTC')).toBeUndefined();
  });

  it('dates listings back from when the sandbox started, so recently listed coins stay recent in a fresh sandbox', () => {
    const { coins, advance } = sandbox();
    const us = valueOf(coins.scope(undefined, 'USD', 'US'));
    const recent = valueOf(coins.catalogue.screener(us, 'recently_listed'));
    expect(recent.map((v) => v.symbol)).toEqual(expect.arrayContaining(['SCR', 'DOGS', 'BLAST']));
    expect(recent[0]?.listedAt).toBe(START - 2 * DAY_MS);
    advance(40 * DAY_MS);
    expect(valueOf(coins.catalogue.screener(us, 'recently_listed'))).toEqual([]);
  });
});

describe('sandbox coins: popular trading coins (first-action guide)', () => {
  it('suggests the six most traded coins a new customer can buy', () => {
    const { exchange, coins } = sandbox();
    const zoe = signInDirect(exchange, 'zoe').account;
    const popular = valueOf(coins.popularTradingCoins(zoe));
    expect(popular).toHaveLength(POPULAR_COINS_SIZE);
    popular.forEach((v) => expect(v.coin.features.purchase || v.coin.features.vibanPurchase).toBe(true));
    for (let i = 1; i < popular.length; i++) expect(popular[i - 1]?.volume24h.greaterThanOrEqualTo(popular[i]?.volume24h ?? 0)).toBe(true);
  });

  it('answers already_did_first_transaction for a customer holding coins or after a completed buy', () => {
    const { exchange, coins } = sandbox();
    const alex = signInDirect(exchange, 'alex').account;
    expect(coins.popularTradingCoins(alex)).toMatchObject({ ok: false, error: { code: ErrorCode.firstTransactionAlreadyDone } });
    const zoe = signInDirect(exchange, 'zoe').account;
    const buyTenDollars = (status: 'failed' | 'completed') =>
      exchange.context.recordTransaction(zoe, {
        kind: 'crypto_purchase',
        side: 'buy',
        fromCurrency: 'USD',
        fromAmount: '10',
        toCurrency: 'BTC',
        toAmount: '0.0001',
        status,
      });
    buyTenDollars('failed');
    expect(coins.popularTradingCoins(zoe).ok).toBe(true);
    buyTenDollars('completed');
    expect(coins.popularTradingCoins(zoe)).toMatchObject({ ok: false, error: { code: ErrorCode.firstTransactionAlreadyDone } });
  });
});

describe('sandbox coins: catalogue refusals', () => {
  it('coin_not_found for unknown or delisted ids and symbols, invalid_parameter for unknown screeners, periods and pages', () => {
    const { coins } = sandbox();
    const us = valueOf(coins.scope(undefined, 'USD', 'US'));
    expect(coins.catalogue.byIds(us, ['btc', 'ftt', 'zzz'])).toMatchObject({
      ok: false,
      error: { code: ErrorCode.coinNotFound, meta: { ids: ['ftt', 'zzz'] } },
    });
    expect(coins.catalogue.tickers(us, ['BTC', 'FTT'], '1D', 'low')).toMatchObject({
      ok: false,
      error: { code: ErrorCode.coinNotFound, meta: { symbols: ['FTT'] } },
    });
    expect(coins.catalogue.tickers(us, [], '1D', 'low')).toMatchObject({ ok: false, error: { code: ErrorCode.coinNotFound } });
    expect(coins.catalogue.tickers(us, ['BTC'], '1W', 'low')).toMatchObject({ ok: false, error: { code: ErrorCode.invalidParameter } });
    expect(coins.catalogue.screener(us, 'top_movers')).toMatchObject({ ok: false, error: { code: ErrorCode.invalidParameter } });
    expect(coins.catalogue.list(us, { pageIndex: 0 })).toMatchObject({ ok: false, error: { code: ErrorCode.invalidParameter } });
  });

  it('answers ids in the order asked', () => {
    const { coins } = sandbox();
    const us = valueOf(coins.scope(undefined, 'USD', 'US'));
    expect(valueOf(coins.catalogue.byIds(us, ['sol', 'btc', 'cro'])).map((v) => v.symbol)).toEqual(['SOL', 'BTC', 'CRO']);
  });
});
