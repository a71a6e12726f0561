import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { err, ok, type Result } from '../shared/result';
import { ErrorCode } from '../errors/error-codes';
import { type BuyAmountError, validateBuyAmount } from './buy-amount-validation';

/** A quotation's or live rate's threshold (spec 000 §3, threshold min/max) in its currency. */
export interface QuoteThreshold {
  readonly min: Dec | undefined;
  readonly max: Dec | undefined;
  readonly currency: CurrencyCode;
}

export type ThresholdError = Exclude<BuyAmountError, { readonly code: typeof ErrorCode.insufficientBalance }>;

/**
 * Spec 000 §5: below the min threshold 'web_trade_below_min_limit_label' (min, currency), above
 * the max 'web_trade_max_limit_label' (max, currency), for buys and sells alike. The same rule
 * as validateBuyAmount without a balance; a zero amount is not an error.
 */
export function checkQuoteThresholds(amount: Dec, threshold: QuoteThreshold): Result<Dec, ThresholdError> {
  const result = validateBuyAmount(amount, {
    currency: threshold.currency,
    available: undefined,
    minThreshold: threshold.min,
    maxThreshold: threshold.max,
  });
  if (result.ok) return ok(result.value);
  if (result.error.code === ErrorCode.insufficientBalance) throw new Error('no balance was given, so none can be short');
  return err(result.error);
}
