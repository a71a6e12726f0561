import { describe, expect, it } from 'vitest';
import { COIN_DISPLAY_DECIMALS, currencyCode, fiatFractionDigits, fractionDigitsIn, fractionDigitsOf } from '../../../domain/money/currency';

describe('currency', () => {
  it('a currency code is trimmed and upper case', () => {
    expect(currencyCode(' usd ')).toBe('USD');
    expect(currencyCode('btc')).toBe('BTC');
  });

  it('fiat amounts have 2 decimals', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'SGD', 'AED']) expect(fiatFractionDigits(currencyCode(code))).toBe(2);
  });

  it('JPY, KRW and HUF have 0 decimals, however the code was typed', () => {
    for (const code of ['JPY', 'KRW', 'HUF', 'jpy', ' krw']) expect(fiatFractionDigits(currencyCode(code))).toBe(0);
  });

  it('coins are shown to 8 decimals (spec 000 §9)', () => {
    expect(COIN_DISPLAY_DECIMALS).toBe(8);
  });
});

const BTC = currencyCode('BTC');
const CRO = currencyCode('CRO');
const USD = currencyCode('USD');
const JPY = currencyCode('JPY');

describe('currency precision (spec 000 §5, 001 §9)', () => {
  it("a coin's decimals are its max_fraction", () => {
    expect(fractionDigitsOf(BTC, { symbol: BTC, maxFraction: 8 })).toBe(8);
    expect(fractionDigitsOf(CRO, { symbol: CRO, maxFraction: 4 })).toBe(4);
  });

  it('a fiat without a known max_fraction has 2 decimals, 0 for JPY, KRW and HUF', () => {
    expect(fractionDigitsOf(USD)).toBe(2);
    expect(fractionDigitsOf(JPY)).toBe(0);
    expect(fractionDigitsOf(currencyCode('KRW'))).toBe(0);
    expect(fractionDigitsOf(currencyCode('HUF'))).toBe(0);
  });

  it("a known max_fraction wins over the fiat default (the server's word)", () => {
    expect(fractionDigitsOf(USD, { symbol: USD, maxFraction: 4 })).toBe(4);
  });

  it("another currency's entry is not used", () => {
    expect(fractionDigitsOf(USD, { symbol: BTC, maxFraction: 8 })).toBe(2);
  });

  it('looks the currency up in the currency list, with the fiat default for an unknown code', () => {
    const list = [
      { symbol: BTC, maxFraction: 8 },
      { symbol: CRO, maxFraction: 4 },
    ];
    expect(fractionDigitsIn(CRO, list)).toBe(4);
    expect(fractionDigitsIn(JPY, list)).toBe(0);
    expect(fractionDigitsIn(USD, [])).toBe(2);
  });

  it('a max_fraction that is negative or not whole is a programmer error', () => {
    expect(() => fractionDigitsOf(BTC, { symbol: BTC, maxFraction: -1 })).toThrow(RangeError);
    expect(() => fractionDigitsOf(BTC, { symbol: BTC, maxFraction: 2.5 })).toThrow(RangeError);
  });
});
