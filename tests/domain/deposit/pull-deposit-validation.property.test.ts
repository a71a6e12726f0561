import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_DEPOSIT } from '../../../domain/deposit/top-up-limits';
import { type PullDepositInput, validatePullDeposit } from '../../../domain/deposit/pull-deposit-validation';
import type { Dec } from '../../../domain/money/decimal';
import { currencyCode } from '../../../domain/money/currency';
import { fiatAmount, pullLimits } from '../../arbitraries/deposit';
import { RUNS } from '../../arbitraries/runs';

const input: fc.Arbitrary<PullDepositInput> = fc.record({
  bankAccountId: fc.option(fc.constantFrom('ba-1', 'ba-2'), { nil: undefined }),
  amount: fc.option(fiatAmount(), { nil: undefined }),
  currency: fc.constant(currencyCode('USD')),
  limits: pullLimits,
});

/** The documented chain as a list of (code, fails) checks: the first failing one is reported. */
function expectedCode(i: PullDepositInput): string | undefined {
  const { limits: l, amount } = i;
  const over = (limit: Dec | undefined): boolean => amount !== undefined && limit !== undefined && amount.greaterThan(limit);
  const chain: [string, boolean][] = [
    ['pull_deposit_daily_count_reached', l.remainingDailyCount !== undefined && l.remainingDailyCount <= 0],
    ['pull_deposit_monthly_count_reached', l.remainingMonthlyCount !== undefined && l.remainingMonthlyCount <= 0],
    ['pull_deposit_no_bank_account', i.bankAccountId === undefined],
    ['pull_deposit_amount_empty', amount === undefined || amount.isZero()],
    ['pull_deposit_below_minimum', amount !== undefined && amount.lessThan(l.minimumDepositAmount ?? DEFAULT_MINIMUM_DEPOSIT)],
    ['pull_deposit_above_maximum', over(l.maximumTransactionAmount)],
    ['pull_deposit_exceeds_daily_quota', over(l.remainingDailyQuota)],
    ['pull_deposit_exceeds_monthly_quota', over(l.remainingMonthlyQuota)],
  ];
  return chain.find(([, fails]) => fails)?.[0];
}

describe('validatePullDeposit, properties', () => {
  it('reports the first failing check of the documented chain, and accepts only when none fails', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = validatePullDeposit(i);
        expect(r.ok ? undefined : r.error.code).toBe(expectedCode(i));
      }),
      RUNS,
    );
  });

  it('an accepted amount is positive, at least the minimum and within every maximum and remaining quota', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = validatePullDeposit(i);
        if (!r.ok) return;
        const { amount } = r.value;
        expect(amount.greaterThan(0)).toBe(true);
        expect(amount.greaterThanOrEqualTo(i.limits.minimumDepositAmount ?? DEFAULT_MINIMUM_DEPOSIT)).toBe(true);
        for (const cap of [i.limits.maximumTransactionAmount, i.limits.remainingDailyQuota, i.limits.remainingMonthlyQuota]) {
          if (cap !== undefined) expect(amount.lessThanOrEqualTo(cap)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('an amount exactly at a limit is never refused for that limit', () => {
    fc.assert(
      fc.property(fiatAmount(false), (limit) => {
        const r = validatePullDeposit({
          bankAccountId: 'ba',
          amount: limit,
          currency: currencyCode('USD'),
          limits: {
            remainingDailyCount: 1,
            remainingMonthlyCount: 1,
            minimumDepositAmount: limit,
            maximumTransactionAmount: limit,
            remainingDailyQuota: limit,
            remainingMonthlyQuota: limit,
          },
        });
        expect(r.ok).toBe(true);
      }),
      RUNS,
    );
  });
});
