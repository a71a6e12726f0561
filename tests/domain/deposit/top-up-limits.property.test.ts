import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_DEPOSIT, validateTopUpAmount } from '../../../domain/deposit/top-up-limits';
import { currencyCode } from '../../../domain/money/currency';
import { ZERO } from '../../../domain/money/decimal';
import { fiatAmount, fiatLimits } from '../../arbitraries/deposit';
import { RUNS } from '../../arbitraries/runs';

const USD = currencyCode('USD');

describe('validateTopUpAmount, properties', () => {
  it('an accepted amount is positive, within min (default 100) and max, and keeps used + amount within the monthly max', () => {
    fc.assert(
      fc.property(fiatAmount(), fc.option(fiatLimits, { nil: undefined }), (amount, limits) => {
        const r = validateTopUpAmount(amount, limits, USD);
        if (!r.ok) return;
        expect(amount.greaterThan(0)).toBe(true);
        expect(amount.greaterThanOrEqualTo(limits?.minTransactionAmount ?? DEFAULT_MINIMUM_DEPOSIT)).toBe(true);
        if (limits?.maxTransactionAmount !== undefined) expect(amount.lessThanOrEqualTo(limits.maxTransactionAmount)).toBe(true);
        if (limits?.monthlyMaxAmount !== undefined) {
          expect((limits.monthlyUsedAmount ?? ZERO).plus(amount).lessThanOrEqualTo(limits.monthlyMaxAmount)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a refused amount breaks the rule its code names', () => {
    fc.assert(
      fc.property(fiatAmount(), fiatLimits, (amount, limits) => {
        const r = validateTopUpAmount(amount, limits, USD);
        if (r.ok) return;
        const e = r.error;
        switch (e.code) {
          case 'top_up_amount_empty':
            expect(amount.isZero()).toBe(true);
            break;
          case 'top_up_below_minimum':
            expect(amount.lessThan(e.min)).toBe(true);
            break;
          case 'top_up_above_maximum':
            expect(amount.greaterThan(e.max)).toBe(true);
            break;
          case 'top_up_exceeds_monthly_limit':
            expect(e.used.plus(amount).greaterThan(e.max)).toBe(true);
            break;
        }
      }),
      RUNS,
    );
  });
});
