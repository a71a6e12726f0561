import { type CurrencyCode, fiatFractionDigits } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import { splitFee } from '../money/fee-split';
import { type BasketFee, basketFeeAmount } from './basket-fee';

/** One fee line of the basket buy form, in the currency paid. */
export interface BasketFeeLine {
  readonly kind: 'basket' | 'card';
  /** The percentage shown beside it; undefined for a fixed fee. */
  readonly percentage: Dec | undefined;
  readonly amount: Dec;
}

/** What the form shows before the preview: the fees and what is left to invest. */
export interface BasketBuyEstimate {
  readonly currency: CurrencyCode;
  readonly fees: readonly BasketFeeLine[];
  /** The amount minus every fee: what buys the basket's coins. */
  readonly invested: Dec;
}

/**
 * The fees of a basket buy, before the server's preview: the offer's fee and, for a card, Apple
 * Pay or Google Pay, the method's processing percentage, each taken from the whole amount paid and
 * rounded up to the currency's decimals (spec 000 §5, §9), as the exchange charges them.
 * Choice: a fixed fee counts in the currency paid only when it is priced in it; otherwise the
 * preview states it; the amount invested is never below zero.
 */
export function estimateBasketBuy(amount: Dec, currency: CurrencyCode, fee: BasketFee | undefined, cardFeePercentage: Dec | undefined): BasketBuyEstimate {
  const decimals = fiatFractionDigits(currency);
  const fees: BasketFeeLine[] = [];
  if (fee !== undefined && (fee.type === 'percentage' || fee.currency === currency)) {
    fees.push({ kind: 'basket', percentage: fee.type === 'percentage' ? fee.value : undefined, amount: basketFeeAmount(fee, amount, decimals) });
  }
  if (cardFeePercentage !== undefined) {
    fees.push({ kind: 'card', percentage: cardFeePercentage, amount: splitFee(amount, cardFeePercentage, decimals).fee });
  }
  const left = fees.reduce((rest, line) => rest.minus(line.amount), amount);
  return { currency, fees, invested: left.isNegative() ? ZERO : left };
}

/** A fee a preview charges, with its amount. */
export interface ChargedBasketFee {
  readonly fee: BasketFee;
  readonly amount: Dec;
}

/**
 * The amounts of a preview's fees (spec 000 §3 fees[]: type, value, currency), each taken from
 * the total paid and rounded up to its currency's decimals, the way the exchange charged them.
 */
export const chargedBasketFees = (fees: readonly BasketFee[], totalPaid: Dec): readonly ChargedBasketFee[] =>
  fees.map((fee) => ({ fee, amount: basketFeeAmount(fee, totalPaid, fiatFractionDigits(fee.currency)) }));
