import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketFeeAmount, type BasketFee } from '../../../domain/basket/basket-fee';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount, fiatCurrency, twoDecimalPercentage } from '../../arbitraries/trade';
import { exact } from '../../support/exact-decimal';

const fee: fc.Arbitrary<BasketFee> = fc.oneof(
  fc.record({ type: fc.constant('percentage' as const), value: twoDecimalPercentage, currency: fiatCurrency }),
  fc.record({ type: fc.constant('amount' as const), value: fiatAmount, currency: fiatCurrency }),
);

describe('basket fee invariants', () => {
  it('the fee is never negative, never more than the amount, and has at most the decimals', () => {
    fc.assert(
      fc.property(fee, fiatAmount, (f, amount) => {
        const charged = basketFeeAmount(f, amount, 2);
        expect(charged.isNegative() && !charged.isZero()).toBe(false);
        expect(charged.lessThanOrEqualTo(amount)).toBe(true);
        expect(charged.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
      RUNS,
    );
  });

  it('a percentage fee is never below the exact percentage and less than a cent above it (unless capped)', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, fiatAmount, fiatCurrency, (value, amount, currency) => {
        const charged = exact(basketFeeAmount({ type: 'percentage', value, currency }, amount, 2));
        const raw = exact(amount).times(exact(value)).dividedBy(100);
        expect(charged.greaterThanOrEqualTo(raw)).toBe(true);
        expect(charged.minus(raw).lessThan('0.01')).toBe(true);
      }),
      RUNS,
    );
  });
});
