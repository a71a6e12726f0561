import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Why an entered buy amount cannot be traded, with what the message needs. */
export type BuyAmountError =
  | { readonly code: typeof ErrorCode.insufficientBalance }
  | { readonly code: typeof ErrorCode.belowMinLimit; readonly min: Dec; readonly currency: CurrencyCode }
  | { readonly code: typeof ErrorCode.aboveMaxLimit; readonly max: Dec; readonly currency: CurrencyCode };

export interface BuyAmountContext {
  readonly currency: CurrencyCode;
  /** What the chosen wallet can spend; undefined for payment methods without a balance (cards). */
  readonly available: Dec | undefined;
  readonly minThreshold: Dec | undefined;
  readonly maxThreshold: Dec | undefined;
}

/**
 * Spec 000 §5: an amount above the wallet gives button_insufficient_balance (checked first);
 * below the minimum threshold web_trade_below_min_limit_label; above the maximum
 * web_trade_max_limit_label. A zero or empty amount is not an error, it just cannot be traded.
 */
export function validateBuyAmount(amount: Dec, context: BuyAmountContext): Result<Dec, BuyAmountError> {
  if (amount.isZero()) return ok(amount);
  if (context.available !== undefined && amount.greaterThan(context.available)) {
    return err({ code: ErrorCode.insufficientBalance });
  }
  if (context.minThreshold !== undefined && amount.lessThan(context.minThreshold)) {
    return err({ code: ErrorCode.belowMinLimit, min: context.minThreshold, currency: context.currency });
  }
  if (context.maxThreshold !== undefined && amount.greaterThan(context.maxThreshold)) {
    return err({ code: ErrorCode.aboveMaxLimit, max: context.maxThreshold, currency: context.currency });
  }
  return ok(amount);
}

export interface BuyReadiness {
  readonly hasSource: boolean;
  readonly hasTarget: boolean;
  readonly hasPaymentOption: boolean;
  readonly amount: Dec;
  readonly hasError: boolean;
}

/** Spec 000 §5: coin buy is disabled when source, target or payment option is missing, amount <= 0, or an error. */
export const canBuyCoin = (r: BuyReadiness): boolean => r.hasSource && r.hasTarget && r.hasPaymentOption && r.amount.greaterThan(0) && !r.hasError;
