import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rounding, roundTo } from '../../../domain/money/decimal';
import { currencyDecimals, decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const nonNegative = decimalAmount({ maxDecimals: 24 });
const signed = decimalAmount({ maxDecimals: 24, signed: true });
const mode = fc.constantFrom(Rounding.down, Rounding.up, Rounding.halfUp);

describe('roundTo invariants', () => {
  it('rounding down never increases the amount and the difference is less than one unit of the last kept place', () => {
    fc.assert(
      fc.property(nonNegative, currencyDecimals, (amount, decimals) => {
        const x = exact(amount);
        const r = exact(roundTo(amount, decimals, Rounding.down));
        expect(r.lessThanOrEqualTo(x)).toBe(true);
        expect(x.minus(r).lessThan(unitOf(decimals))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounding up never decreases the amount and the difference is less than one unit of the last kept place', () => {
    fc.assert(
      fc.property(nonNegative, currencyDecimals, (amount, decimals) => {
        const x = exact(amount);
        const r = exact(roundTo(amount, decimals, Rounding.up));
        expect(r.greaterThanOrEqualTo(x)).toBe(true);
        expect(r.minus(x).lessThan(unitOf(decimals))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounding half up moves the amount by at most half a unit of the last kept place', () => {
    fc.assert(
      fc.property(signed, currencyDecimals, (amount, decimals) => {
        const x = exact(amount);
        const r = exact(roundTo(amount, decimals, Rounding.halfUp));
        expect(r.minus(x).abs().lessThanOrEqualTo(unitOf(decimals).dividedBy(2))).toBe(true);
      }),
      RUNS,
    );
  });

  it('down truncates towards zero and up rounds away from zero for any sign', () => {
    fc.assert(
      fc.property(signed, currencyDecimals, (amount, decimals) => {
        const x = exact(amount);
        const down = exact(roundTo(amount, decimals, Rounding.down));
        const up = exact(roundTo(amount, decimals, Rounding.up));
        expect(down.abs().lessThanOrEqualTo(x.abs())).toBe(true);
        expect(up.abs().greaterThanOrEqualTo(x.abs())).toBe(true);
        expect(down.isZero() || down.isNegative() === x.isNegative()).toBe(true);
        expect(up.isZero() || up.isNegative() === x.isNegative()).toBe(true);
      }),
      RUNS,
    );
  });

  it('the result has at most `decimals` decimals', () => {
    fc.assert(
      fc.property(signed, fc.integer({ min: 0, max: 18 }), mode, (amount, decimals, m) => {
        expect(roundTo(amount, decimals, m).decimalPlaces()).toBeLessThanOrEqual(decimals);
      }),
      RUNS,
    );
  });

  it('negative decimals give a whole multiple of 10^-decimals (tens, hundreds, ...)', () => {
    fc.assert(
      fc.property(signed, fc.integer({ min: -6, max: -1 }), mode, (amount, decimals, m) => {
        const r = exact(roundTo(amount, decimals, m));
        expect(r.modulo(unitOf(decimals)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounding is idempotent: a rounded amount rounds to itself in every mode', () => {
    fc.assert(
      fc.property(signed, currencyDecimals, mode, mode, (amount, decimals, first, second) => {
        const once = roundTo(amount, decimals, first);
        expect(roundTo(once, decimals, second).equals(once)).toBe(true);
      }),
      RUNS,
    );
  });

  it('down and up are the same exactly when the amount is already a multiple of the unit', () => {
    fc.assert(
      fc.property(signed, currencyDecimals, (amount, decimals) => {
        const onGrid = exact(amount).modulo(unitOf(decimals)).isZero();
        const same = roundTo(amount, decimals, Rounding.down).equals(roundTo(amount, decimals, Rounding.up));
        expect(same).toBe(onGrid);
      }),
      RUNS,
    );
  });

  it('rounding is monotone: a larger amount never rounds to a smaller result', () => {
    fc.assert(
      fc.property(signed, signed, currencyDecimals, mode, (a, b, decimals, m) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(roundTo(low, decimals, m).lessThanOrEqualTo(roundTo(high, decimals, m))).toBe(true);
      }),
      RUNS,
    );
  });
});
