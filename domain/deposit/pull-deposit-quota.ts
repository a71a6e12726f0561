import { type Dec, ZERO } from '../money/decimal';
import { isSameUtcDay, isSameUtcMonth } from '../shared/utc-calendar';
import type { PullDepositLimits } from './pull-deposit-validation';

/** What a pull deposit network allows (spec 001 §3, "Pull deposit overview"). */
export interface PullQuotaPolicy {
  readonly transactionsPerDay: number;
  readonly transactionsPerMonth: number;
  readonly dailyQuota: Dec;
  readonly monthlyQuota: Dec;
  readonly minimumDepositAmount: Dec;
  readonly maximumTransactionAmount: Dec;
}

/** One pull deposit that counts against the quotas: when it was confirmed and its amount. */
export interface PullUsage {
  readonly at: number;
  readonly amount: Dec;
}

/** The counts and quotas of the pull deposit overview, used and remaining. */
export interface PullQuotaStatus {
  readonly remainingDailyCount: number;
  readonly remainingMonthlyCount: number;
  readonly usedDailyQuota: Dec;
  readonly remainingDailyQuota: Dec;
  readonly usedMonthlyQuota: Dec;
  readonly remainingMonthlyQuota: Dec;
}

const sum = (usages: readonly PullUsage[]): Dec => usages.reduce((total, u) => total.plus(u.amount), ZERO);
const atLeastZero = (value: Dec): Dec => (value.isNegative() ? ZERO : value);

/**
 * The overview's used and remaining counts and quotas at `now` (spec 001 §3): the pull deposits of
 * the current day and month count against the daily and monthly figures; remaining never goes
 * below zero. Choice: days and months are UTC calendar windows (domain/shared/utc-calendar.ts).
 */
export function pullQuotaStatus(policy: PullQuotaPolicy, usages: readonly PullUsage[], now: number): PullQuotaStatus {
  const today = usages.filter((u) => isSameUtcDay(u.at, now));
  const month = usages.filter((u) => isSameUtcMonth(u.at, now));
  const usedDailyQuota = sum(today);
  const usedMonthlyQuota = sum(month);
  return {
    remainingDailyCount: Math.max(0, policy.transactionsPerDay - today.length),
    remainingMonthlyCount: Math.max(0, policy.transactionsPerMonth - month.length),
    usedDailyQuota,
    remainingDailyQuota: atLeastZero(policy.dailyQuota.minus(usedDailyQuota)),
    usedMonthlyQuota,
    remainingMonthlyQuota: atLeastZero(policy.monthlyQuota.minus(usedMonthlyQuota)),
  };
}

/** The limits the pull deposit confirm chain checks an amount against (pull-deposit-validation.ts). */
export const pullDepositLimits = (policy: PullQuotaPolicy, status: PullQuotaStatus): PullDepositLimits => ({
  remainingDailyCount: status.remainingDailyCount,
  remainingMonthlyCount: status.remainingMonthlyCount,
  minimumDepositAmount: policy.minimumDepositAmount,
  maximumTransactionAmount: policy.maximumTransactionAmount,
  remainingDailyQuota: status.remainingDailyQuota,
  remainingMonthlyQuota: status.remainingMonthlyQuota,
});
