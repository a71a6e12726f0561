import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, Rounding } from '../../../domain/money/decimal';
import { splitFee } from '../../../domain/money/fee-split';
import { amountWithDecimals, currencyDecimals, percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

/** A currency's decimals with an input amount valid for it (no more decimals than the currency has). */
const inputForCurrency = currencyDecimals.chain((decimals) => fc.record({ decimals: fc.constant(decimals), input: amountWithDecimals(decimals) }));

describe('splitFee invariants', () => {
  it('fee split is exact: net + fee equals the input', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(), ({ input, decimals }, pct) => {
        const { net, fee } = splitFee(input, pct, decimals);
        expect(exact(net).plus(exact(fee)).equals(exact(input))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the fee is within 0 and the input, so the net is never negative', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(), ({ input, decimals }, pct) => {
        const { net, fee } = splitFee(input, pct, decimals);
        expect(fee.isNegative()).toBe(false);
        expect(fee.lessThanOrEqualTo(input)).toBe(true);
        expect(net.isNegative()).toBe(false);
      }),
      RUNS,
    );
  });

  it('the fee has at most `decimals` decimals (a whole number of lots for negative decimals)', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(), ({ input, decimals }, pct) => {
        const { net, fee } = splitFee(input, pct, decimals);
        expect(exact(fee).modulo(unitOf(decimals)).isZero()).toBe(true);
        expect(exact(net).modulo(unitOf(decimals)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('the fee is the exact percentage rounded up to the currency decimals, capped at the input', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(12), ({ input, decimals }, pct) => {
        const { fee } = splitFee(input, pct, decimals);
        const exactFee = exact(input).times(exact(pct)).dividedBy(100);
        const unit = unitOf(decimals);
        const roundedUp = exactFee.dividedBy(unit).toDecimalPlaces(0, Rounding.up).times(unit);
        const expected = roundedUp.lessThan(exact(input)) ? roundedUp : exact(input);
        expect(exact(fee).equals(expected)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the fee is never below the exact percentage and less than one unit above it', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(12), ({ input, decimals }, pct) => {
        const { fee } = splitFee(input, pct, decimals);
        const exactFee = exact(input).times(exact(pct)).dividedBy(100);
        expect(exact(fee).greaterThanOrEqualTo(exactFee)).toBe(true);
        expect(exact(fee).minus(exactFee).lessThan(unitOf(decimals))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the fee is at least the exact percentage for coin amounts with every digit used', () => {
    const wideInput = amountWithDecimals(18);
    fc.assert(
      fc.property(wideInput, percentage(14), (input, pct) => {
        const { fee } = splitFee(input, pct, 18);
        expect(exact(fee).greaterThanOrEqualTo(exact(input).times(exact(pct)).dividedBy(100))).toBe(true);
      }),
      RUNS,
    );
  });

  it('a percentage of 0 gives a fee of 0 and a net equal to the input', () => {
    fc.assert(
      fc.property(inputForCurrency, ({ input, decimals }) => {
        const { net, fee } = splitFee(input, dec('0'), decimals);
        expect(fee.isZero()).toBe(true);
        expect(net.equals(input)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a percentage of 100 gives a fee equal to the input and a net of 0', () => {
    fc.assert(
      fc.property(inputForCurrency, ({ input, decimals }) => {
        const { net, fee } = splitFee(input, dec('100'), decimals);
        expect(fee.equals(input)).toBe(true);
        expect(net.isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('a higher percentage never gives a lower fee', () => {
    fc.assert(
      fc.property(inputForCurrency, percentage(), percentage(), ({ input, decimals }, a, b) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(splitFee(input, low, decimals).fee.lessThanOrEqualTo(splitFee(input, high, decimals).fee)).toBe(true);
      }),
      RUNS,
    );
  });

  it('invalid arguments throw: a negative input, a percentage outside 0..100', () => {
    const outside = fc.oneof(
      fc.bigInt({ min: 1n, max: 10n ** 12n }).map((n) => dec(`-${n.toString()}`)),
      fc.bigInt({ min: 1n, max: 10n ** 12n }).map((n) => dec(`100.${n.toString()}`)),
      fc.bigInt({ min: 101n, max: 10n ** 12n }).map((n) => dec(n.toString())),
    );
    fc.assert(
      fc.property(inputForCurrency, outside, percentage(), ({ input, decimals }, badPct, pct) => {
        expect(() => splitFee(input, badPct, decimals)).toThrow(RangeError);
        if (!input.isZero()) expect(() => splitFee(input.negated(), pct, decimals)).toThrow(RangeError);
      }),
      RUNS,
    );
  });
});
