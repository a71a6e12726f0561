import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { approximateCoinForFiat } from '../../../domain/rates/approximate-conversion';
import type { LiveRates, RateTier } from '../../../domain/rates/live-rates';
import { selectTier } from '../../../domain/rates/live-rates';
import { decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const fiatAmount = decimalAmount({ maxIntegerDigits: 9, maxDecimals: 2 });
const fiatTiers: fc.Arbitrary<RateTier[]> = fc.array(fc.record({ amount: fiatAmount, rate: positivePrice() }), { minLength: 1, maxLength: 5 });
const lotSize = fc.option(fc.constantFrom('0.001', '0.5', '1', '100').map(dec), { nil: undefined });
const coinFraction = fc.integer({ min: 0, max: 8 });

/**
 * Rates where a coin entry is never priced above a fiat tier: the coin table has one tier at the
 * lowest fiat rate, as a real ladder gives the customer converting back no more than they paid.
 */
function consistentRates(tiers: readonly RateTier[], lot: Dec | undefined): LiveRates {
  const lowest = tiers.map((t) => t.rate).reduce((m, r) => (r.lessThan(m) ? r : m));
  return {
    fromCurrency: USD,
    toCurrency: BTC,
    keyCurrency: BTC,
    lotSize: lot,
    threshold: { min: undefined, max: undefined },
    rates: [
      { inputCurrency: USD, tiers },
      { inputCurrency: BTC, tiers: [{ amount: dec('0'), rate: lowest }] },
    ],
  };
}

describe('approximate conversion invariants', () => {
  it('the coin amount is the exact quotient rounded down: never above it, less than one unit or lot below', () => {
    fc.assert(
      fc.property(fiatTiers, fiatAmount, lotSize, coinFraction, (tiers, fiat, lot, maxFraction) => {
        const rates = consistentRates(tiers, lot);
        const rate = selectTier(tiers, fiat)?.rate ?? dec('1');
        const quotient = exact(fiat).dividedBy(exact(rate));
        const coins = exact(approximateCoinForFiat(rates, USD, fiat, { maxFraction }) ?? dec('0'));
        const step = lot === undefined ? unitOf(maxFraction) : exact(lot);
        expect(coins.lessThanOrEqualTo(quotient)).toBe(true);
        expect(quotient.minus(coins).lessThan(step)).toBe(true);
        expect(coins.modulo(step).isZero()).toBe(true);
      }),
      RUNS,
    );
  });
});
