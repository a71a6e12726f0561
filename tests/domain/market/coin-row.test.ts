import { describe, expect, it } from 'vitest';
import { coinPricePath, coinSlug, toCoinRow, priceChangePercent } from '../../../domain/market/coin-row';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import fc from 'fast-check';
import { positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

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

describe('price change in percent', () => {
  it('is (after / before - 1) x 100, half up to 2 decimals', () => {
    expect(priceChangePercent(dec('100'), dec('105')).toFixed()).toBe('5');
    expect(priceChangePercent(dec('3'), dec('2')).toFixed()).toBe('-33.33');
    expect(priceChangePercent(dec('3'), dec('4')).toFixed()).toBe('33.33');
    expect(priceChangePercent(dec('8'), dec('8.0004')).toFixed()).toBe('0.01'); // 0.005 rounds half up
    expect(priceChangePercent(dec('8'), dec('7.9996')).toFixed()).toBe('-0.01'); // half up rounds away from zero
  });

  it('refuses a starting price of zero or less: a price is positive', () => {
    expect(() => priceChangePercent(dec('0'), dec('1'))).toThrow(RangeError);
    expect(() => priceChangePercent(dec('-1'), dec('1'))).toThrow(RangeError);
  });

  it('has the sign of the move and is zero for no move', () => {
    fc.assert(
      fc.property(positivePrice(), positivePrice(), (before, after) => {
        const change = priceChangePercent(before, after);
        expect(change.decimalPlaces()).toBeLessThanOrEqual(2);
        if (after.eq(before)) expect(change.isZero()).toBe(true);
        if (after.greaterThan(before)) expect(change.isNegative()).toBe(false);
        if (after.lessThan(before)) expect(change.greaterThan(0)).toBe(false);
        expect(change.greaterThanOrEqualTo(-100)).toBe(true);
      }),
      RUNS,
    );
  });
});
