import { describe, expect, it } from 'vitest';
import { coinPricePath, coinSlug, toCoinRow } from '../../../domain/market/coin-row';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

describe('coin slug and route (spec 001 §2: /hub/price/{slug})', () => {
  it('is the name in lower case with dashes between words', () => {
    expect(coinSlug('Bitcoin', 'BTC')).toBe('bitcoin');
    expect(coinSlug('Bitcoin Cash', 'BCH')).toBe('bitcoin-cash');
    expect(coinSlug('USD Coin', 'USDC')).toBe('usd-coin');
  });

  it('turns every run of other characters into one dash and trims dashes', () => {
    expect(coinSlug('Crypto.com Coin', 'CRO')).toBe('crypto-com-coin');
    expect(coinSlug('  Shiba  Inu!! ', 'SHIB')).toBe('shiba-inu');
    expect(coinSlug('Wrapped (BTC)', 'WBTC')).toBe('wrapped-btc');
  });

  it('drops accents', () => {
    expect(coinSlug('Ávila Tökén', 'AVT')).toBe('avila-token');
  });

  it('uses the symbol when the name has no letter or digit left', () => {
    expect(coinSlug('狗狗币', 'DOGE')).toBe('doge');
    expect(coinSlug('', 'BTC')).toBe('btc');
  });

  it('the coin route is /hub/price/{slug}', () => {
    expect(coinPricePath('bitcoin-cash')).toBe('/hub/price/bitcoin-cash');
  });
});

describe('coin table row (spec 001 §3)', () => {
  it('maps a listing to a row with id, slug, coinSymbol, price, marketCap, percentage and rank', () => {
    const listing = {
      id: '1',
      name: 'Bitcoin Cash',
      symbol: currencyCode('BCH'),
      price: dec('350.5'),
      marketCap: dec('6900000000'),
      percentage: dec('-1.25'),
      percentChange1h: dec('0.1'),
      volume24h: dec('250000000'),
      rank: 18,
    };
    expect(toCoinRow(listing)).toEqual({
      id: '1',
      slug: 'bitcoin-cash',
      coinSymbol: 'BCH',
      name: 'Bitcoin Cash',
      price: dec('350.5'),
      marketCap: dec('6900000000'),
      percentage: dec('-1.25'),
      rank: 18,
      volume24h: dec('250000000'),
      percentChange1h: dec('0.1'),
    });
  });
});
