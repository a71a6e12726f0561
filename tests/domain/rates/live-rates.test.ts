import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type LiveRates, otherCurrency, usableLotSize } from '../../../domain/rates/live-rates';

const base: LiveRates = {
  fromCurrency: currencyCode('USD'),
  toCurrency: currencyCode('BTC'),
  keyCurrency: currencyCode('BTC'),
  lotSize: undefined,
  threshold: { min: undefined, max: undefined },
  rates: [],
};

describe('live rates', () => {
  it('the other currency is the side of the pair that is not the key currency', () => {
    expect(otherCurrency(base)).toBe('USD');
    expect(otherCurrency({ ...base, fromCurrency: currencyCode('BTC'), toCurrency: currencyCode('USD') })).toBe('USD');
    expect(otherCurrency({ ...base, keyCurrency: currencyCode('USD') })).toBe('BTC');
  });

  it('a positive lot size is kept', () => {
    expect(usableLotSize(dec('0.001'))?.toFixed()).toBe('0.001');
    expect(usableLotSize(dec('100'))?.toFixed()).toBe('100');
  });

  it('a lot size of zero or below, or none, means no lot', () => {
    expect(usableLotSize(dec('0'))).toBeUndefined();
    expect(usableLotSize(dec('-1'))).toBeUndefined();
    expect(usableLotSize(undefined)).toBeUndefined();
  });
});
