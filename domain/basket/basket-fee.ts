import type { CurrencyCode } from '../money/currency';
import { type Dec, Rounding, roundTo } from '../money/decimal';
import { splitFee } from '../money/fee-split';

/** A basket fee (spec 000 §3): a fixed amount, or a percentage of the trade. */
export interface BasketFee {
  readonly type: 'amount' | 'percentage';
  readonly value: Dec;
  readonly currency: CurrencyCode;
}

/**
 * The fee charged on a trade amount, in the fee's currency. A fixed fee is its value; a
 * percentage is split off the amount and rounded up to the currency's decimals (spec 000 §5).
 * Choice: a fixed fee is rounded up to the decimals as well, and is never more than the amount.
 */
export function basketFeeAmount(fee: BasketFee, tradeAmount: Dec, decimals: number): Dec {
  if (fee.type === 'percentage') return splitFee(tradeAmount, fee.value, decimals).fee;
  const fixed = roundTo(fee.value, decimals, Rounding.up);
  return fixed.lessThan(tradeAmount) ? fixed : tradeAmount;
}
