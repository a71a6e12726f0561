import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { PayMethod } from './pay-method';
import { WEEKLY_LIMIT_WINDOW_DAYS, type WeeklyLimits } from './weekly-limits';

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
