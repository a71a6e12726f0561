import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import {
  checkWeeklyLimit,
  WEEKLY_LIMIT_WINDOW_DAYS,
  WEEKLY_LIMIT_WIRE_FIELDS,
  type WeeklyLimit,
  type WeeklyLimits,
  type CardCharge,
  countsTowardWeeklyLimit,
  isInRollingWeek,
  sharedWeeklyLimits,
  weeklySpending,
} from '../../../domain/payment/weekly-limits';
import fc from 'fast-check';
import { type PayMethod, PAY_METHODS } from '../../../domain/payment/pay-method';

const USD = currencyCode('USD');
const limit = (current: string, max: string): WeeklyLimit => ({ currentAmount: dec(current), limitAmount: dec(max), currency: USD });
const limits: WeeklyLimits = { creditCard: limit('400', '500'), applePay: limit('900', '1000') };

describe('weekly limits (spec 000 §5, §9)', () => {
  it('cover a rolling 7 days, read from rolling_7days_amount and rolling_7days_limit', () => {
    expect(WEEKLY_LIMIT_WINDOW_DAYS).toBe(7);
    expect(WEEKLY_LIMIT_WIRE_FIELDS).toEqual({ currentAmount: 'rolling_7days_amount', limitAmount: 'rolling_7days_limit' });
  });

  it('Apple Pay amount plus current above the limit gives the Apple Pay weekly-limit code', () => {
    expect(checkWeeklyLimit('apple_pay', dec('100.01'), limits)).toEqual({
      ok: false,
      error: { code: 'apple_pay_weekly_limit_exceeded', limit: limits.applePay, remaining: dec('100') },
    });
  });

  it('reaching the limit exactly is allowed', () => {
    expect(checkWeeklyLimit('apple_pay', dec('100'), limits).ok).toBe(true);
    expect(checkWeeklyLimit('credit_card', dec('100'), limits).ok).toBe(true);
  });

  it('credit card amount plus current above the limit gives the credit card weekly-limit code', () => {
    const result = checkWeeklyLimit('credit_card', dec('150'), limits);
    expect(!result.ok && result.error.code).toBe('credit_card_weekly_limit_exceeded');
  });

  it('Google Pay checks the credit card numbers with its own code', () => {
    expect(checkWeeklyLimit('google_pay', dec('100'), limits).ok).toBe(true);
    const result = checkWeeklyLimit('google_pay', dec('100.01'), limits);
    expect(result).toEqual({
      ok: false,
      error: { code: 'google_pay_weekly_limit_exceeded', limit: limits.creditCard, remaining: dec('100') },
    });
  });

  it('Google Pay ignores the Apple Pay limit', () => {
    expect(checkWeeklyLimit('google_pay', dec('50'), { creditCard: undefined, applePay: limit('0', '1') }).ok).toBe(true);
  });

  it('the remaining amount is never negative when the window is already over the limit', () => {
    const result = checkWeeklyLimit('credit_card', dec('1'), { ...limits, creditCard: limit('600', '500') });
    expect(!result.ok && result.error.remaining.toFixed()).toBe('0');
  });

  it('wallets and methods without a known limit are not checked', () => {
    expect(checkWeeklyLimit('fiat_wallet', dec('1e9'), limits).ok).toBe(true);
    expect(checkWeeklyLimit('crypto_wallet', dec('1e9'), limits).ok).toBe(true);
    expect(checkWeeklyLimit('apple_pay', dec('1e9'), { ...limits, applePay: undefined }).ok).toBe(true);
  });
});

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
