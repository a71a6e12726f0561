import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec, type Dec } from '../../../domain/money/decimal';
import { checkLotMultiple, lotExponent, roundAmountDown, roundDownToLot } from '../../../domain/money/lot-size';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const amount = decimalAmount({ maxDecimals: 18 });
/** A positive lot: a few significant digits times a power of ten from 10^-18 to 10^4. */
const lot: fc.Arbitrary<Dec> = fc
  .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: -18, max: 4 }))
  .map(([digits, power]) => dec(exact(digits.toString()).times(exact('10').pow(power)).toFixed()));
const powerOfTenLot = fc.integer({ min: -18, max: 4 }).map((power) => dec(exact('10').pow(power).toFixed()));
const CRO = currencyCode('CRO');

describe('amount rounding invariants (spec 000 §5)', () => {
  it('rounding to a lot never increases the amount, and it drops less than one lot', () => {
    fc.assert(
      fc.property(amount, lot, (a, l) => {
        const rounded = exact(roundDownToLot(a, l));
        expect(rounded.lessThanOrEqualTo(exact(a))).toBe(true);
        expect(exact(a).minus(rounded).lessThan(exact(l))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the result is a whole multiple of the lot', () => {
    fc.assert(
      fc.property(amount, lot, (a, l) => {
        expect(exact(roundDownToLot(a, l)).modulo(exact(l)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounding to a lot is idempotent and monotone', () => {
    fc.assert(
      fc.property(amount, amount, lot, (a, b, l) => {
        const once = roundDownToLot(a, l);
        expect(roundDownToLot(once, l).equals(once)).toBe(true);
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(roundDownToLot(low, l).lessThanOrEqualTo(roundDownToLot(high, l))).toBe(true);
      }),
      RUNS,
    );
  });

  it('without a lot the amount rounds down to max_fraction: never more, less than one unit below', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 18 }), (a, maxFraction) => {
        const rounded = roundAmountDown(a, { maxFraction });
        expect(exact(rounded).lessThanOrEqualTo(exact(a))).toBe(true);
        expect(exact(a).minus(exact(rounded)).lessThan(unitOf(maxFraction))).toBe(true);
        expect(rounded.decimalPlaces()).toBeLessThanOrEqual(maxFraction);
      }),
      RUNS,
    );
  });

  it('a power-of-ten lot rounds exactly like max_fraction = its exponent', () => {
    fc.assert(
      fc.property(amount, powerOfTenLot, fc.integer({ min: 0, max: 18 }), (a, l, maxFraction) => {
        const byLot = roundAmountDown(a, { maxFraction, lotSize: l });
        expect(byLot.equals(roundAmountDown(a, { maxFraction: lotExponent(l) }))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the lot error is given exactly when the exponent is negative and the integer part is not a multiple', () => {
    fc.assert(
      fc.property(amount, lot, (a, l) => {
        const expectedError = lotExponent(l) < 0 && !exact(a).truncated().modulo(exact(l)).isZero();
        expect(checkLotMultiple(a, l, CRO).ok).toBe(!expectedError);
      }),
      RUNS,
    );
  });

  it('when the lot check passes for a lot of 10 or more, rounding to the lot only drops the fraction', () => {
    fc.assert(
      fc.property(amount, lot, (a, l) => {
        fc.pre(lotExponent(l) < 0 && checkLotMultiple(a, l, CRO).ok);
        expect(roundDownToLot(a, l).equals(a.truncated())).toBe(true);
      }),
      RUNS,
    );
  });
});
