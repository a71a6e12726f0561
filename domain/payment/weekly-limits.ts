import type { CurrencyCode } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { PayMethod } from './pay-method';

/** Spec 000 §9: weekly limits are over a rolling 7 days. */
export const WEEKLY_LIMIT_WINDOW_DAYS = 7;

/** Wire names of a weekly limit's figures (spec 000 §9). */
export const WEEKLY_LIMIT_WIRE_FIELDS = { currentAmount: 'rolling_7days_amount', limitAmount: 'rolling_7days_limit' } as const;

/** What was spent over the rolling 7 days and the limit (spec 000 §3). */
export interface WeeklyLimit {
  readonly currentAmount: Dec;
  readonly limitAmount: Dec;
  readonly currency: CurrencyCode;
}

/** Weekly limits for credit card and Apple Pay (spec 000 §3). */
export interface WeeklyLimits {
  readonly creditCard: WeeklyLimit | undefined;
  readonly applePay: WeeklyLimit | undefined;
}

export type WeeklyLimitCode =
  typeof ErrorCode.applePayWeeklyLimitExceeded | typeof ErrorCode.creditCardWeeklyLimitExceeded | typeof ErrorCode.googlePayWeeklyLimitExceeded;

export interface WeeklyLimitExceeded {
  readonly code: WeeklyLimitCode;
  readonly limit: WeeklyLimit;
  /** What can still be spent in the window, never negative. */
  readonly remaining: Dec;
}

/** The limit that applies to a pay method and the code it raises: Google Pay uses the credit card numbers. */
function limitFor(method: PayMethod, limits: WeeklyLimits): { limit: WeeklyLimit; code: WeeklyLimitCode } | undefined {
  switch (method) {
    case 'apple_pay':
      return limits.applePay && { limit: limits.applePay, code: ErrorCode.applePayWeeklyLimitExceeded };
    case 'credit_card':
      return limits.creditCard && { limit: limits.creditCard, code: ErrorCode.creditCardWeeklyLimitExceeded };
    case 'google_pay':
      return limits.creditCard && { limit: limits.creditCard, code: ErrorCode.googlePayWeeklyLimitExceeded };
    case 'fiat_wallet':
    case 'crypto_wallet':
      return undefined;
  }
}

/**
 * Spec 000 §5: Apple Pay amount plus current above the limit gives the Apple Pay weekly-limit
 * message; credit card likewise; Google Pay uses the credit card numbers and its own message.
 * Exactly reaching the limit is allowed. The amount is in the limit's currency.
 * Choice: with no limit known for the method (or a wallet), nothing is checked.
 */
export function checkWeeklyLimit(method: PayMethod, amount: Dec, limits: WeeklyLimits): Result<Dec, WeeklyLimitExceeded> {
  const applicable = limitFor(method, limits);
  if (applicable === undefined) return ok(amount);
  const { limit, code } = applicable;
  if (amount.plus(limit.currentAmount).lessThanOrEqualTo(limit.limitAmount)) return ok(amount);
  const left = limit.limitAmount.minus(limit.currentAmount);
  return err({ code, limit, remaining: left.greaterThan(0) ? left : ZERO });
}

const DAY_MS = 86_400_000;

/** One card-scheme charge as counted for the weekly limit: when (epoch ms), how, and how much. */
export interface CardCharge {
  readonly at: number;
  readonly method: PayMethod;
  readonly amount: Dec;
}

/**
 * Spec 000 §3/§9: credit card and Apple Pay spending is limited over a rolling 7 days.
 * Choice: Google Pay is charged to a card, so it counts with the credit card spending.
 */
export const countsTowardWeeklyLimit = (method: PayMethod): boolean => method === 'credit_card' || method === 'apple_pay' || method === 'google_pay';

/** Spec 000 §9: the rolling window is the last 7 days up to `now`, the start excluded. */
export const isInRollingWeek = (at: number, now: number): boolean => at > now - WEEKLY_LIMIT_WINDOW_DAYS * DAY_MS && at <= now;

/** Spending counted against the weekly limit at `now`: what was carried in plus the counted charges in the window. */
export function weeklySpending(carried: Dec, charges: readonly CardCharge[], now: number): Dec {
  return charges.filter((c) => countsTowardWeeklyLimit(c.method) && isInRollingWeek(c.at, now)).reduce((sum, c) => sum.plus(c.amount), carried);
}

/**
 * Spec 000 §3: the credit card and Apple Pay weekly limits built from one shared spending figure.
 * Choice: card and Apple Pay spending share one figure and one limit amount.
 */
export function sharedWeeklyLimits(spent: Dec, limitAmount: Dec, currency: CurrencyCode): WeeklyLimits {
  const limit = { currentAmount: spent, limitAmount, currency };
  return { creditCard: limit, applePay: limit };
}
