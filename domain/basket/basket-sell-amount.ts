import type { CurrencyCode } from '../money/currency';
import { type Dec, Rounding, roundTo } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** Spec 000 §5: the basket sell amount is rounded half up to 2 decimals. */
export const BASKET_SELL_AMOUNT_DECIMALS = 2;

/** Spec 000 §5: amount = percentage × balance / 100, rounded half up to 2 decimals. */
export function basketSellAmount(percentage: Dec, balance: Dec): Dec {
  return roundTo(percentage.times(balance).dividedBy(100), BASKET_SELL_AMOUNT_DECIMALS, Rounding.halfUp);
}

/** A basket amount not above its minimum, with the minimum the message formats. */
export interface BasketBelowMinimum {
  readonly code: typeof ErrorCode.basketBelowMinimum;
  readonly minimum: Dec;
  readonly currency: CurrencyCode;
}

/**
 * Spec 000 §5: a sell amount not above the minimum in the native currency gives the
 * below-minimum error with the minimum. The amount must be strictly above it.
 */
export function checkBasketSellAmount(amount: Dec, minimumInNative: Dec, native: CurrencyCode): Result<Dec, BasketBelowMinimum> {
  return amount.greaterThan(minimumInNative) ? ok(amount) : err({ code: ErrorCode.basketBelowMinimum, minimum: minimumInNative, currency: native });
}
