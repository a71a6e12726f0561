import { type Dec, ZERO, dec } from '../money/decimal';
import type { CurrencyCode } from '../money/currency';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Fiat limits for one type (spec 001 §3); any of them may be missing. */
export interface FiatLimits {
  readonly minTransactionAmount: Dec | undefined;
  readonly maxTransactionAmount: Dec | undefined;
  readonly monthlyMaxAmount: Dec | undefined;
  readonly monthlyUsedAmount: Dec | undefined;
}

export interface MonthlyUsage {
  readonly used: Dec;
  readonly max: Dec;
}

/** The monthly limit as shown, used / max (spec 001 §9); undefined without a monthly maximum. Choice: a missing used amount counts as 0. */
export function monthlyUsage(limits: FiatLimits | undefined): MonthlyUsage | undefined {
  if (limits?.monthlyMaxAmount === undefined) return undefined;
  return { used: limits.monthlyUsedAmount ?? ZERO, max: limits.monthlyMaxAmount };
}

/** The minimum deposit when the limits are unknown (spec 001 §5, §9). */
export const DEFAULT_MINIMUM_DEPOSIT: Dec = dec('100');

/** Why a top-up amount cannot go ahead, with what the message needs (spec 001 §5). */
export type TopUpAmountError =
  | { readonly code: typeof ErrorCode.topUpAmountEmpty }
  | { readonly code: typeof ErrorCode.topUpBelowMinimum; readonly min: Dec; readonly currency: CurrencyCode }
  | { readonly code: typeof ErrorCode.topUpAboveMaximum; readonly max: Dec; readonly currency: CurrencyCode }
  | {
      readonly code: typeof ErrorCode.topUpExceedsMonthlyLimit;
      readonly used: Dec;
      readonly max: Dec;
      readonly currency: CurrencyCode;
    };

/**
 * A card, Apple Pay, Google Pay or PayPal top-up amount against the limits of its type
 * (spec 001 §5): an empty or zero amount disables the button; below the minimum gives the
 * below-minimum text, above the maximum the exceeds-limit text; used + amount above the monthly
 * maximum exceeds the monthly limit. The minimum is 100 when the limits (or their minimum) are unknown.
 */
export function validateTopUpAmount(amount: Dec | undefined, limits: FiatLimits | undefined, currency: CurrencyCode): Result<Dec, TopUpAmountError> {
  if (amount === undefined || amount.isZero()) return err({ code: ErrorCode.topUpAmountEmpty });
  const min = limits?.minTransactionAmount ?? DEFAULT_MINIMUM_DEPOSIT;
  if (amount.lessThan(min)) return err({ code: ErrorCode.topUpBelowMinimum, min, currency });
  const max = limits?.maxTransactionAmount;
  if (max !== undefined && amount.greaterThan(max)) return err({ code: ErrorCode.topUpAboveMaximum, max, currency });
  const monthly = monthlyUsage(limits);
  if (monthly !== undefined && monthly.used.plus(amount).greaterThan(monthly.max)) {
    return err({ code: ErrorCode.topUpExceedsMonthlyLimit, used: monthly.used, max: monthly.max, currency });
  }
  return ok(amount);
}
