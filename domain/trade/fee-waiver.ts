import type { CurrencyCode } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import type { TradingFee, WaivedReason } from './trading-fee';

/** Spec 000 §3 (app config crypto_purchase.waive_fee_total_days): the new-user promotion lasts 30 days. */
export const NEW_USER_WAIVER_DAYS = 30;

/** What decides whether a customer's trading fee is waived (spec 000 §3, §4, §6). */
export interface FeeWaiverStatus {
  /** A Level Up v3 subscriber (pro, plus, private). */
  readonly subscriber: boolean;
  /** A regular Prime user. */
  readonly primeRegular: boolean;
  /** When the customer's 30-day new-user promotion ends (epoch ms); undefined when there is none. */
  readonly promotionEndsAt: number | undefined;
}

/**
 * Why the trading fee is waived at `now`, if it is (spec 000 §3 waived_reason; §4 fee display).
 * Choice: a subscription wins over Prime, and Prime over the promotion, so the strongest benefit is
 * the one shown; the promotion runs until its end, excluded.
 */
export function feeWaiverReason(status: FeeWaiverStatus, now: number): WaivedReason | undefined {
  if (status.subscriber) return 'subscription';
  if (status.primeRegular) return 'prime_waived';
  if (status.promotionEndsAt !== undefined && now < status.promotionEndsAt) return '30_days_promotion';
  return undefined;
}

/**
 * The trading fee line of a quote (spec 000 §3): the original amount, what is actually charged and
 * what is waived. Choice: a waiver waives the whole fee (actual 0); taxes are never included.
 */
export function tradingFeeLine(original: Dec, currency: CurrencyCode, reason: WaivedReason | undefined): TradingFee {
  const waived = reason !== undefined && original.greaterThan(0);
  return {
    originalAmount: original,
    actualAmount: waived ? ZERO : original,
    waivedAmount: waived ? original : ZERO,
    currency,
    waived,
    taxFeeIncluded: false,
    waivedReason: waived ? reason : undefined,
  };
}
