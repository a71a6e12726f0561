import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import {
  checkWeeklyLimit,
  WEEKLY_LIMIT_WINDOW_DAYS,
  WEEKLY_LIMIT_WIRE_FIELDS,
  type WeeklyLimit,
  type WeeklyLimits,
} from '../../../domain/payment/weekly-limits';

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
