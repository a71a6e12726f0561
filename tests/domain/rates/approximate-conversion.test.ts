import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { approximateCoinForFiat } from '../../../domain/rates/approximate-conversion';
import type { LiveRates } from '../../../domain/rates/live-rates';
import { BTC, liveRates, tier, USD } from '../../support/live-rates-fixture';

const CRO = currencyCode('CRO');

const rates = (overrides: Partial<LiveRates> = {}): LiveRates =>
  liveRates({
    rates: [
      { inputCurrency: USD, tiers: [tier('0', '60000'), tier('1000', '50000')] },
      { inputCurrency: BTC, tiers: [tier('0', '59000'), tier('1', '58000')] },
    ],
    ...overrides,
  });

describe('approximate converted amount (spec 000 §2, §5)', () => {
  it('native fiat entry: fiat divided by the fiat tier rate, rounded down to the coin precision', () => {
    expect(approximateCoinForFiat(rates(), USD, dec('100'), { maxFraction: 8 })?.toFixed()).toBe('0.00166666');
  });

  it('native fiat entry uses the tier for the entered fiat amount', () => {
    expect(approximateCoinForFiat(rates(), USD, dec('1000'), { maxFraction: 8 })?.toFixed()).toBe('0.02');
  });

  it('native fiat entry rounds down to the lot size when the rates give one', () => {
    const cro = rates({ toCurrency: CRO, keyCurrency: CRO, lotSize: dec('100'), rates: [{ inputCurrency: USD, tiers: [tier('0', '0.09')] }] });
    expect(approximateCoinForFiat(cro, USD, dec('50'), { maxFraction: 4 })?.toFixed()).toBe('500');
    expect(approximateCoinForFiat(cro, USD, dec('8.99'), { maxFraction: 4 })?.toFixed()).toBe('0');
  });

  it('a fiat-keyed pair multiplies fiat entries (rate: coin per one fiat)', () => {
    const fiatKeyed = rates({
      keyCurrency: USD,
      rates: [
        { inputCurrency: USD, tiers: [tier('0', '0.00002')] },
        { inputCurrency: BTC, tiers: [tier('0', '0.00002')] },
      ],
    });
    expect(approximateCoinForFiat(fiatKeyed, USD, dec('100'), { maxFraction: 8 })?.toFixed()).toBe('0.002');
  });

  it('no tier for the input currency gives no approximation', () => {
    const fiatOnly = rates({ rates: [{ inputCurrency: USD, tiers: [tier('0', '60000')] }] });
    expect(approximateCoinForFiat(fiatOnly, BTC, dec('1'), { maxFraction: 2 })).toBeUndefined();
    expect(approximateCoinForFiat(rates({ rates: [] }), USD, dec('1'), { maxFraction: 8 })).toBeUndefined();
  });

  it('a zero amount converts to zero', () => {
    expect(approximateCoinForFiat(rates(), USD, dec('0'), { maxFraction: 8 })?.isZero()).toBe(true);
  });

  it('a rate of zero is a programmer error (the adapter must drop it)', () => {
    const broken = rates({ rates: [{ inputCurrency: USD, tiers: [tier('0', '0')] }] });
    expect(() => approximateCoinForFiat(broken, USD, dec('1'), { maxFraction: 8 })).toThrow(RangeError);
  });
});
