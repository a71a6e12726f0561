import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type PayMethod, PAY_METHODS } from '../../../domain/payment/pay-method';
import { type CardCharge, countsTowardWeeklyLimit, isInRollingWeek, sharedWeeklyLimits, weeklySpending } from '../../../domain/payment/weekly-spending';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);
const charge = (daysAgo: number, method: PayMethod, amount: string): CardCharge => ({ at: NOW - daysAgo * DAY, method, amount: dec(amount) });

describe('weekly card spending (spec 000 §3, §9: rolling 7 days for credit card and Apple Pay)', () => {
  it('counts card, Apple Pay and Google Pay charges, never wallet payments', () => {
    expect(PAY_METHODS.filter(countsTowardWeeklyLimit)).toEqual(['credit_card', 'apple_pay', 'google_pay']);
  });

  it('the window is the last 7 days: exactly 7 days ago is out, just inside is in, the future is out', () => {
    expect(isInRollingWeek(NOW - 7 * DAY, NOW)).toBe(false);
    expect(isInRollingWeek(NOW - 7 * DAY + 1, NOW)).toBe(true);
    expect(isInRollingWeek(NOW, NOW)).toBe(true);
    expect(isInRollingWeek(NOW + 1, NOW)).toBe(false);
  });

  it('adds the carried amount and the counted charges in the window', () => {
    const charges = [charge(1, 'credit_card', '100'), charge(2, 'apple_pay', '50.50'), charge(3, 'fiat_wallet', '999'), charge(8, 'credit_card', '700')];
    expect(weeklySpending(dec('4900'), charges, NOW).toFixed(2)).toBe('5050.50');
  });

  it('spending never grows as time passes without new charges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ daysAgo: fc.integer({ min: 0, max: 20 }), cents: fc.nat({ max: 500_000 }) }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 10 * DAY }),
        (raw, later) => {
          const charges = raw.map((c) => charge(c.daysAgo, 'credit_card', (c.cents / 100).toFixed(2)));
          expect(weeklySpending(dec('0'), charges, NOW + later).lessThanOrEqualTo(weeklySpending(dec('0'), charges, NOW))).toBe(true);
        },
      ),
    );
  });

  it('card and Apple Pay limits share one figure', () => {
    const limits = sharedWeeklyLimits(dec('10'), dec('5000'), currencyCode('USD'));
    expect(limits.creditCard).toEqual({ currentAmount: dec('10'), limitAmount: dec('5000'), currency: 'USD' });
    expect(limits.applePay).toEqual(limits.creditCard);
  });
});
