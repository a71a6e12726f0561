import { describe, expect, it } from 'vitest';
import { COIN_UNIVERSE, DAY_MS, FIAT_CURRENCIES, HOUR_MS, LISTED_COINS, Market, nativePerUsd, usdToNative } from '../../../adapters/sandbox/exchange/market';
import { PRICE_STEP_MS } from '../../../adapters/sandbox/exchange/market/price-walk';
import { coinSlug, priceChangePercent } from '../../../domain/market/coin-row';
import { dec, Rounding } from '../../../domain/money/decimal';

const NOW = Date.UTC(2026, 10, 22, 12);
const market = new Market(7);
const coin = (symbol: string) => {
  const found = market.coin(symbol);
  if (found === undefined) throw new Error(`${symbol} is not listed`);
  return found;
};

describe('the coin universe', () => {
  it('holds at least 150 coins with unique symbols, ids and slugs, and at least 150 listed', () => {
    expect(COIN_UNIVERSE.length).toBeGreaterThanOrEqual(150);
    expect(LISTED_COINS.length).toBeGreaterThanOrEqual(150);
    for (const key of ['symbol', 'id', 'slug', 'name'] as const) expect(new Set(COIN_UNIVERSE.map((c) => c[key])).size).toBe(COIN_UNIVERSE.length);
  });

  it('keeps BTC, ETH, SOL and CRO with their base prices and max fractions', () => {
    expect(['BTC', 'ETH', 'SOL', 'CRO'].map((s) => [coin(s).basePrice, coin(s).maxFraction])).toEqual([
      ['67250.00', 8],
      ['3480.50', 8],
      ['151.20', 6],
      ['0.0921', 4],
    ]);
  });

  it('builds each record from its data line: id the lower-case symbol, slug by the domain rule, price tick from the written decimals', () => {
    const btc = coin('BTC');
    expect(btc).toMatchObject({ id: 'btc', name: 'Bitcoin', slug: 'bitcoin', priceDecimals: 2, rank: 1, circulatingSupply: '19700000', maxSupply: '21000000' });
    expect(coin('CRO').priceDecimals).toBe(4);
    expect(coin('ETH').maxSupply).toBeUndefined();
    for (const c of COIN_UNIVERSE) expect(c.slug).toBe(coinSlug(c.name, c.symbol));
  });

  it('ranks listed coins 1..n by market value at the base prices, delisted coins after them', () => {
    expect(LISTED_COINS.map((c) => c.rank)).toEqual(LISTED_COINS.map((_, i) => i + 1));
    const caps = LISTED_COINS.map((c) => dec(c.basePrice).times(c.circulatingSupply));
    for (let i = 1; i < caps.length; i++) expect(caps[i - 1]?.greaterThanOrEqualTo(caps[i] ?? 0)).toBe(true);
    expect(COIN_UNIVERSE.slice(LISTED_COINS.length).every((c) => c.delisted)).toBe(true);
  });

  it('has coins without some features: a few not purchasable, a few delisted with no features and not listed', () => {
    const notPurchasable = LISTED_COINS.filter((c) => !c.features.purchase && !c.features.vibanPurchase);
    expect(notPurchasable.map((c) => c.symbol)).toEqual(expect.arrayContaining(['XMR', 'LEO']));
    expect(notPurchasable.every((c) => c.features.exchange)).toBe(true);
    expect(LISTED_COINS.some((c) => c.features.purchase && !c.features.vibanOut)).toBe(true);
    const delisted = COIN_UNIVERSE.filter((c) => c.delisted);
    expect(delisted.length).toBeGreaterThanOrEqual(3);
    for (const c of delisted) {
      expect(c.features).toEqual({ exchange: false, purchase: false, vibanPurchase: false, vibanOut: false });
      expect(market.coin(c.symbol)).toBeUndefined();
      expect(market.coinById(c.id)).toBeUndefined();
    }
  });

  it('gives lot sizes to the coins traded in large round amounts, and recent listing dates to a few', () => {
    expect(coin('SHIB')).toMatchObject({ lotSize: '1000', maxFraction: 0 });
    expect(coin('BTC').lotSize).toBeUndefined();
    expect(LISTED_COINS.filter((c) => c.listedDaysBeforeStart < 30).length).toBeGreaterThanOrEqual(5);
  });

  it('finds listed coins by symbol and by id', () => {
    expect(market.coin('ETH')?.id).toBe('eth');
    expect(market.coinById('sol')?.symbol).toBe('SOL');
    expect(market.coin('eth')).toBeUndefined();
    expect(market.coins()).toBe(LISTED_COINS);
  });
});

describe('market prices', () => {
  it('hold for a whole 5 s step and then move', () => {
    const start = Math.floor(NOW / PRICE_STEP_MS) * PRICE_STEP_MS;
    const btc = coin('BTC');
    expect(market.priceAt(btc, start + PRICE_STEP_MS - 1).eq(market.priceAt(btc, start))).toBe(true);
    const later = Array.from({ length: 20 }, (_, i) => market.priceAt(btc, start + (i + 1) * PRICE_STEP_MS));
    expect(later.some((p) => !p.eq(market.priceAt(btc, start)))).toBe(true);
  });

  it('keep the coin price tick: 2 decimals for BTC, 4 for CRO, 8 for SHIB', () => {
    expect(market.priceAt(coin('BTC'), NOW).decimalPlaces()).toBeLessThanOrEqual(2);
    expect(market.priceAt(coin('CRO'), NOW).decimalPlaces()).toBeLessThanOrEqual(4);
    expect(market.priceAt(coin('SHIB'), NOW).decimalPlaces()).toBeLessThanOrEqual(8);
    expect(market.priceAt(coin('SHIB'), NOW).greaterThan(0)).toBe(true);
  });

  it('stay near a dollar for stablecoins', () => {
    for (const symbol of ['USDT', 'USDC', 'DAI']) {
      const price = market.priceAt(coin(symbol), NOW);
      expect(price.minus(1).abs().lessThanOrEqualTo('0.002')).toBe(true);
    }
  });

  it('differ between seeds', () => {
    const other = new Market(8);
    expect(LISTED_COINS.some((c) => !other.priceAt(c, NOW).eq(market.priceAt(c, NOW)))).toBe(true);
  });
});

describe('market figures', () => {
  it('derive the 24 h and 1 h changes, market value and volume from the same walk', () => {
    const eth = coin('ETH');
    const stats = market.stats(eth, NOW);
    expect(stats.price.eq(market.priceAt(eth, NOW))).toBe(true);
    expect(stats.change24h.eq(priceChangePercent(market.priceAt(eth, NOW - DAY_MS), stats.price))).toBe(true);
    expect(stats.change1h.eq(priceChangePercent(market.priceAt(eth, NOW - HOUR_MS), stats.price))).toBe(true);
    expect(stats.marketCap.eq(stats.price.times(eth.circulatingSupply).toDecimalPlaces(2, Rounding.down))).toBe(true);
    const turnover = stats.volume24h.dividedBy(stats.marketCap);
    expect(turnover.greaterThanOrEqualTo('0.0099') && turnover.lessThanOrEqualTo('0.15')).toBe(true);
  });

  it('draw a 1D history every 30 minutes on the clock grid that ends on the live price', () => {
    const sol = coin('SOL');
    const history = market.history(sol, NOW + 1234, DAY_MS, 30 * 60_000);
    expect(history).toHaveLength(49);
    expect(history[0]?.at).toBe(NOW - DAY_MS + 30 * 60_000);
    expect(history.at(-1)?.at).toBe(NOW + 1234);
    expect(history.at(-1)?.price.eq(market.priceAt(sol, NOW + 1234))).toBe(true);
    history.forEach((p) => expect(p.price.eq(market.priceAt(sol, p.at))).toBe(true));
  });
});

describe('sandbox FX rates', () => {
  it('convert USD into USD, GBP, EUR and SGD at fixed rates, rounding down', () => {
    expect(FIAT_CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'SGD', 'AUD', 'CAD', 'AED', 'BRL']);
    expect(nativePerUsd('GBP')?.toFixed()).toBe('0.79');
    expect(usdToNative(dec('10.01'), 'GBP', 2)?.toFixed()).toBe('7.9'); // 7.9079
    expect(usdToNative(dec('10'), 'SGD', 2)?.toFixed()).toBe('13.5');
    expect(usdToNative(dec('10'), 'JPY', 0)).toBeUndefined();
    expect(nativePerUsd('toString')).toBeUndefined();
  });
});
