import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceChangePercent } from '../../../domain/market/price-change';
import { dec } from '../../../domain/money/decimal';
import { positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

describe('price change in percent', () => {
  it('is (after / before - 1) x 100, half up to 2 decimals', () => {
    expect(priceChangePercent(dec('100'), dec('105')).toFixed()).toBe('5');
    expect(priceChangePercent(dec('3'), dec('2')).toFixed()).toBe('-33.33');
    expect(priceChangePercent(dec('3'), dec('4')).toFixed()).toBe('33.33');
    expect(priceChangePercent(dec('8'), dec('8.0004')).toFixed()).toBe('0.01'); // 0.005 rounds half up
    expect(priceChangePercent(dec('8'), dec('7.9996')).toFixed()).toBe('-0.01'); // half up rounds away from zero
  });

  it('refuses a starting price of zero or less: a price is positive', () => {
    expect(() => priceChangePercent(dec('0'), dec('1'))).toThrow(RangeError);
    expect(() => priceChangePercent(dec('-1'), dec('1'))).toThrow(RangeError);
  });

  it('has the sign of the move and is zero for no move', () => {
    fc.assert(
      fc.property(positivePrice(), positivePrice(), (before, after) => {
        const change = priceChangePercent(before, after);
        expect(change.decimalPlaces()).toBeLessThanOrEqual(2);
        if (after.eq(before)) expect(change.isZero()).toBe(true);
        if (after.greaterThan(before)) expect(change.isNegative()).toBe(false);
        if (after.lessThan(before)) expect(change.greaterThan(0)).toBe(false);
        expect(change.greaterThanOrEqualTo(-100)).toBe(true);
      }),
      RUNS,
    );
  });
});
