import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { checkWeeklyLimit, type WeeklyLimits } from '../../../domain/payment/weekly-limits';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount, payMethod, weeklyLimit } from '../../arbitraries/trade';
import { exact } from '../../support/exact-decimal';

const limits: fc.Arbitrary<WeeklyLimits> = fc.record({
  creditCard: fc.option(weeklyLimit, { nil: undefined }),
  applePay: fc.option(weeklyLimit, { nil: undefined }),
});

describe('weekly limits invariants', () => {
  it('never an error when amount + current <= limit', () => {
    fc.assert(
      fc.property(payMethod, weeklyLimit, fiatAmount, (method, limit, rawAmount) => {
        // An amount that fits: at most what is left.
        const left = limit.limitAmount.minus(limit.currentAmount);
        fc.pre(left.greaterThanOrEqualTo(0));
        const amount = rawAmount.greaterThan(left) ? left : rawAmount;
        expect(checkWeeklyLimit(method, amount, { creditCard: limit, applePay: limit }).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('an error exactly when a limit applies and amount + current > limit, with the method’s own code', () => {
    const codes = {
      apple_pay: ErrorCode.applePayWeeklyLimitExceeded,
      credit_card: ErrorCode.creditCardWeeklyLimitExceeded,
      google_pay: ErrorCode.googlePayWeeklyLimitExceeded,
    } as const;
    fc.assert(
      fc.property(payMethod, fiatAmount, limits, (method, amount, l) => {
        const applicable = method === 'apple_pay' ? l.applePay : method === 'credit_card' || method === 'google_pay' ? l.creditCard : undefined;
        const over = applicable !== undefined && exact(amount).plus(exact(applicable.currentAmount)).greaterThan(exact(applicable.limitAmount));
        const result = checkWeeklyLimit(method, amount, l);
        expect(result.ok).toBe(!over);
        if (!result.ok) {
          expect(method === 'apple_pay' || method === 'credit_card' || method === 'google_pay').toBe(true);
          if (method === 'apple_pay' || method === 'credit_card' || method === 'google_pay') expect(result.error.code).toBe(codes[method]);
          expect(result.error.limit).toBe(applicable);
          expect(result.error.remaining.isNegative()).toBe(false);
          const left = exact(result.error.limit.limitAmount).minus(exact(result.error.limit.currentAmount));
          expect(exact(result.error.remaining).equals(left.greaterThan(0) ? left : 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('Google Pay and credit card always agree on whether an amount passes', () => {
    fc.assert(
      fc.property(fiatAmount, limits, (amount, l) => {
        expect(checkWeeklyLimit('google_pay', amount, l).ok).toBe(checkWeeklyLimit('credit_card', amount, l).ok);
      }),
      RUNS,
    );
  });
});
