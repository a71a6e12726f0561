import { describe, expect, it } from 'vitest';
import { COIN_DISPLAY_DECIMALS, currencyCode, fiatFractionDigits } from '../../../domain/money/currency';

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
