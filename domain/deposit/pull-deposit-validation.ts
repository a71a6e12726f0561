import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import { DEFAULT_MINIMUM_DEPOSIT } from './top-up-limits';

/** The limits of the pull deposit overview (spec 001 §3) that the amount is checked against; undefined when not given. */
export interface PullDepositLimits {
  readonly remainingDailyCount: number | undefined;
  readonly remainingMonthlyCount: number | undefined;
  readonly minimumDepositAmount: Dec | undefined;
  readonly maximumTransactionAmount: Dec | undefined;
  readonly remainingDailyQuota: Dec | undefined;
  readonly remainingMonthlyQuota: Dec | undefined;
}

export interface PullDepositInput {
  readonly bankAccountId: string | undefined;
  /** undefined when the field is empty. */
  readonly amount: Dec | undefined;
  readonly currency: CurrencyCode;
  readonly limits: PullDepositLimits;
}

/** Why confirm is disabled, with what the message needs (spec 001 §5, "Deposits"). */
export type PullDepositError =
  | { readonly code: typeof ErrorCode.pullDailyCountReached }
  | { readonly code: typeof ErrorCode.pullMonthlyCountReached }
  | { readonly code: typeof ErrorCode.pullNoBankAccount }
  | { readonly code: typeof ErrorCode.pullAmountEmpty }
  | { readonly code: typeof ErrorCode.pullBelowMinimum; readonly min: Dec; readonly currency: CurrencyCode }
  | { readonly code: typeof ErrorCode.pullAboveMaximum; readonly max: Dec; readonly currency: CurrencyCode }
  | { readonly code: typeof ErrorCode.pullExceedsDailyQuota; readonly remaining: Dec; readonly currency: CurrencyCode }
  | { readonly code: typeof ErrorCode.pullExceedsMonthlyQuota; readonly remaining: Dec; readonly currency: CurrencyCode };

export interface PullDepositRequest {
  readonly bankAccountId: string;
  readonly amount: Dec;
}

/**
 * The pull deposit confirm chain (spec 001 §5). The minimum defaults to 100 when unknown.
 * Choice of order: the daily then monthly count limits first (no amount can pass them), then
 * the bank account, an empty (or zero) amount, below minimum, above maximum, the remaining
 * daily quota and last the remaining monthly quota. The first failing check is reported.
 */
export function validatePullDeposit(input: PullDepositInput): Result<PullDepositRequest, PullDepositError> {
  const { limits, currency, amount } = input;
  if (limits.remainingDailyCount !== undefined && limits.remainingDailyCount <= 0) return err({ code: ErrorCode.pullDailyCountReached });
  if (limits.remainingMonthlyCount !== undefined && limits.remainingMonthlyCount <= 0) return err({ code: ErrorCode.pullMonthlyCountReached });
  if (input.bankAccountId === undefined || input.bankAccountId === '') return err({ code: ErrorCode.pullNoBankAccount });
  if (amount === undefined || amount.isZero()) return err({ code: ErrorCode.pullAmountEmpty });
  const min = limits.minimumDepositAmount ?? DEFAULT_MINIMUM_DEPOSIT;
  if (amount.lessThan(min)) return err({ code: ErrorCode.pullBelowMinimum, min, currency });
  const max = limits.maximumTransactionAmount;
  if (max !== undefined && amount.greaterThan(max)) return err({ code: ErrorCode.pullAboveMaximum, max, currency });
  const daily = limits.remainingDailyQuota;
  if (daily !== undefined && amount.greaterThan(daily)) return err({ code: ErrorCode.pullExceedsDailyQuota, remaining: daily, currency });
  const monthly = limits.remainingMonthlyQuota;
  if (monthly !== undefined && amount.greaterThan(monthly)) return err({ code: ErrorCode.pullExceedsMonthlyQuota, remaining: monthly, currency });
  return ok({ bankAccountId: input.bankAccountId, amount });
}
