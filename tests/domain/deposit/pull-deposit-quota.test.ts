import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PullQuotaPolicy, pullDepositLimits, pullQuotaStatus, type PullUsage } from '../../../domain/deposit/pull-deposit-quota';
import { dec, ZERO } from '../../../domain/money/decimal';
import { isSameUtcDay, isSameUtcMonth } from '../../../domain/shared/utc-calendar';
import { fiatAmount } from '../../arbitraries/deposit';
import { RUNS } from '../../arbitraries/runs';

const policy: PullQuotaPolicy = {
  transactionsPerDay: 2,
  transactionsPerMonth: 5,
  dailyQuota: dec('1000'),
  monthlyQuota: dec('3000'),
  minimumDepositAmount: dec('10'),
  maximumTransactionAmount: dec('800'),
};
const now = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

describe('pullQuotaStatus', () => {
  it('counts today in the daily figures and this month in the monthly ones', () => {
    const usages: PullUsage[] = [
      { at: now - 1000, amount: dec('300') },
      { at: now - DAY, amount: dec('500') },
      { at: Date.UTC(2026, 9, 31), amount: dec('900') },
    ];
    const s = pullQuotaStatus(policy, usages, now);
    expect(s.remainingDailyCount).toBe(1);
    expect(s.remainingMonthlyCount).toBe(3);
    expect(s.usedDailyQuota.toFixed()).toBe('300');
    expect(s.remainingDailyQuota.toFixed()).toBe('700');
    expect(s.usedMonthlyQuota.toFixed()).toBe('800');
    expect(s.remainingMonthlyQuota.toFixed()).toBe('2200');
  });

  it('never reports less than nothing remaining', () => {
    const s = pullQuotaStatus(
      policy,
      [1, 2, 3].map((i) => ({ at: now - i, amount: dec('600') })),
      now,
    );
    expect(s.remainingDailyCount).toBe(0);
    expect(s.remainingDailyQuota.eq(0)).toBe(true);
  });

  it('gives the validation chain the policy minimum and maximum and the remaining figures', () => {
    const limits = pullDepositLimits(policy, pullQuotaStatus(policy, [], now));
    expect(limits.minimumDepositAmount?.toFixed()).toBe('10');
    expect(limits.maximumTransactionAmount?.toFixed()).toBe('800');
    expect(limits.remainingDailyQuota?.toFixed()).toBe('1000');
    expect(limits.remainingMonthlyCount).toBe(5);
  });

  it('property: used + remaining is the quota while it is not exceeded, and used is the sum of the window', () => {
    const usage = fc.record({ at: fc.integer({ min: now - 40 * DAY, max: now }), amount: fiatAmount(false) });
    fc.assert(
      fc.property(fc.array(usage, { maxLength: 12 }), (usages) => {
        const s = pullQuotaStatus(policy, usages, now);
        const today = usages.filter((u) => isSameUtcDay(u.at, now));
        const month = usages.filter((u) => isSameUtcMonth(u.at, now));
        expect(s.usedDailyQuota.eq(today.reduce((t, u) => t.plus(u.amount), ZERO))).toBe(true);
        expect(s.usedMonthlyQuota.eq(month.reduce((t, u) => t.plus(u.amount), ZERO))).toBe(true);
        if (s.usedDailyQuota.lessThanOrEqualTo(policy.dailyQuota)) expect(s.usedDailyQuota.plus(s.remainingDailyQuota).eq(policy.dailyQuota)).toBe(true);
        else expect(s.remainingDailyQuota.isZero()).toBe(true);
        expect(s.remainingMonthlyCount).toBe(Math.max(0, 5 - month.length));
      }),
      RUNS,
    );
  });
});
