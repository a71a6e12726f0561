import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { LIVE_RATES_TTL_MS, type RateTier, selectTier, tierFor, usableLotSize } from '../../../domain/rates/live-rates';
import { BTC, liveRates, tier, USD } from '../../support/live-rates-fixture';
import { currencyCode } from '../../../domain/money/currency';

describe('live rates', () => {
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

const ladder = [tier('0', '60000'), tier('1000', '59900'), tier('10000', '59800')];

describe('rate tier selection (spec 000 §3, §4)', () => {
  it('takes the tier with the greatest amount not above the entered amount', () => {
    expect(selectTier(ladder, dec('500'))).toBe(ladder[0]);
    expect(selectTier(ladder, dec('5000'))).toBe(ladder[1]);
    expect(selectTier(ladder, dec('20000'))).toBe(ladder[2]);
  });

  it('an amount equal to a tier amount takes that tier', () => {
    expect(selectTier(ladder, dec('1000'))).toBe(ladder[1]);
    expect(selectTier(ladder, dec('10000'))).toBe(ladder[2]);
    expect(selectTier(ladder, dec('999.99'))).toBe(ladder[0]);
  });

  it('does not depend on the order the server lists the tiers in', () => {
    const shuffled = [ladder[2], ladder[0], ladder[1]] as RateTier[];
    expect(selectTier(shuffled, dec('5000'))).toBe(ladder[1]);
  });

  it('an amount below every tier takes the lowest tier', () => {
    const fromHundred = [tier('100', '1'), tier('50', '2')];
    expect(selectTier(fromHundred, dec('10'))).toBe(fromHundred[1]);
  });

  it('among tiers with the same amount the first listed wins', () => {
    const twins = [tier('0', '1'), tier('0', '2')];
    expect(selectTier(twins, dec('5'))).toBe(twins[0]);
  });

  it('no tiers, no tier', () => {
    expect(selectTier([], dec('5'))).toBeUndefined();
  });

  it('uses the tiers of the input currency', () => {
    const rates = liveRates({
      rates: [
        { inputCurrency: USD, tiers: ladder },
        { inputCurrency: BTC, tiers: [tier('0', '59000'), tier('1', '58000')] },
      ],
    });
    expect(tierFor(rates, USD, dec('5000'))?.rate.toFixed()).toBe('59900');
    expect(tierFor(rates, BTC, dec('2'))?.rate.toFixed()).toBe('58000');
    expect(tierFor(rates, currencyCode('EUR'), dec('2'))).toBeUndefined();
  });
});

describe('live rate cache (spec 000 §4, §9: refresh and cache every 15 s)', () => {
  it('keeps rates for 15 s', () => {
    expect(LIVE_RATES_TTL_MS).toBe(15_000);
  });
});
