import type { CurrencyCode } from '../money/currency';
import { type Dec, Rounding, roundTo } from '../money/decimal';

/** Why a trading fee was waived (spec 000 §3, waived_reason). */
export type WaivedReason = '30_days_promotion' | 'subscription' | 'prime_waived';
export const WAIVED_REASONS: readonly WaivedReason[] = ['30_days_promotion', 'subscription', 'prime_waived'];

/** The trading fee of a quote (spec 000 §3). */
export interface TradingFee {
  readonly originalAmount: Dec;
  readonly actualAmount: Dec;
  readonly waivedAmount: Dec;
  readonly currency: CurrencyCode;
  readonly waived: boolean;
  readonly taxFeeIncluded: boolean;
  readonly waivedReason: WaivedReason | undefined;
}

/** The card processing fee of a quote (spec 000 §3). */
export interface CardFee {
  readonly originalAmount: Dec;
  readonly actualAmount: Dec;
  readonly currency: CurrencyCode;
  readonly waived: boolean;
}

/** How the trading fee line reads (spec 000 §4 "Trading fee display"). */
export type TradingFeeDisplay =
  | { readonly kind: 'free_struck_through'; readonly original: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'waived_promotion'; readonly actual: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'free_for_subscribers'; readonly actual: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'waived_prime'; readonly actual: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'charged'; readonly actual: Dec; readonly currency: CurrencyCode };

/**
 * Spec 000 §4: a fee reads waived (30-day promotion), free for subscribers, waived for Prime, or
 * free with the original amount struck through when the actual amount is zero under a
 * subscription. Choices: the struck-through form wins whenever the reason is subscription and
 * the actual amount is zero (waived flag or not); the three labels need the waived flag; a
 * waived flag without a known reason, or a reason without the flag, reads as charged.
 */
export function tradingFeeDisplay(fee: TradingFee): TradingFeeDisplay {
  const { actualAmount: actual, currency } = fee;
  if (fee.waivedReason === 'subscription' && actual.isZero()) {
    return { kind: 'free_struck_through', original: fee.originalAmount, currency };
  }
  if (fee.waived) {
    switch (fee.waivedReason) {
      case '30_days_promotion':
        return { kind: 'waived_promotion', actual, currency };
      case 'subscription':
        return { kind: 'free_for_subscribers', actual, currency };
      case 'prime_waived':
        return { kind: 'waived_prime', actual, currency };
      case undefined:
        break;
    }
  }
  return { kind: 'charged', actual, currency };
}

/** Spec 000 §9: display decimals 2; a fee shown in fiat is rounded down to 2. */
export const FIAT_FEE_DISPLAY_DECIMALS = 2;

/** A fee amount as shown in fiat: rounded down to 2 decimals (spec 000 §9). */
export const fiatFeeShown = (amount: Dec): Dec => roundTo(amount, FIAT_FEE_DISPLAY_DECIMALS, Rounding.down);

/** How the card processing fee line reads: waived shows the original struck through. */
export type CardFeeDisplay =
  | { readonly kind: 'waived'; readonly original: Dec; readonly currency: CurrencyCode }
  | { readonly kind: 'charged'; readonly actual: Dec; readonly currency: CurrencyCode };

/** Choice: a card fee reads waived when flagged waived or when its actual amount is zero. */
export const cardFeeDisplay = (fee: CardFee): CardFeeDisplay =>
  fee.waived || fee.actualAmount.isZero()
    ? { kind: 'waived', original: fee.originalAmount, currency: fee.currency }
    : { kind: 'charged', actual: fee.actualAmount, currency: fee.currency };
