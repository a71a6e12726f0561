import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { approximateCoinForFiat, approximateFiatForCoin } from '../../../domain/rates/approximate-conversion';
import type { LiveRates, RateTier } from '../../../domain/rates/live-rates';
import { selectTier } from '../../../domain/rates/rate-tier';
import { decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const fiatAmount = decimalAmount({ maxIntegerDigits: 9, maxDecimals: 2 });
const coinAmount = decimalAmount({ maxIntegerDigits: 6, maxDecimals: 8 });
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
  it('fiat -> coin -> fiat never exceeds the fiat entered', () => {
    fc.assert(
      fc.property(fiatTiers, fiatAmount, lotSize, coinFraction, (tiers, fiat, lot, maxFraction) => {
        const rates = consistentRates(tiers, lot);
        const coins = approximateCoinForFiat(rates, USD, fiat, { maxFraction });
        expect(coins).toBeDefined();
        const back = approximateFiatForCoin(rates, BTC, coins ?? dec('0'));
        expect(exact(back ?? dec('0')).lessThanOrEqualTo(exact(fiat))).toBe(true);
      }),
      RUNS,
    );
  });

  it('coin -> fiat -> coin never exceeds the coins entered, at a single rate', () => {
    fc.assert(
      fc.property(positivePrice(), coinAmount, (rate, coins) => {
        const rates = consistentRates([{ amount: dec('0'), rate }], undefined);
        const fiat = approximateFiatForCoin(rates, BTC, coins) ?? dec('0');
        const back = approximateCoinForFiat(rates, USD, fiat, { maxFraction: 8 }) ?? dec('0');
        expect(exact(back).lessThanOrEqualTo(exact(coins))).toBe(true);
      }),
      RUNS,
    );
  });

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

  it('the fiat amount is the exact product rounded down to cents', () => {
    fc.assert(
      fc.property(positivePrice(), coinAmount, (rate, coins) => {
        const rates = consistentRates([{ amount: dec('0'), rate }], undefined);
        const product = exact(coins).times(exact(rate));
        const fiat = exact(approximateFiatForCoin(rates, BTC, coins) ?? dec('0'));
        expect(fiat.lessThanOrEqualTo(product)).toBe(true);
        expect(product.minus(fiat).lessThan(unitOf(2))).toBe(true);
        expect(fiat.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
      RUNS,
    );
  });
});
