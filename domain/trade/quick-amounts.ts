import { type Dec, dec, ZERO } from '../money/decimal';
import { type AmountPrecision, roundAmountDown } from '../money/lot-size';

/**
 * Quick-select amounts of the buy widget (spec 000 §9; 001 §9 "card quick amounts 25, 50, 100,
 * 500"). Choice: they are amounts in the currency being entered (the native fiat by default).
 */
export const QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** The text a quick amount puts into the amount field, as if typed. */
export const quickAmountText = (amount: Dec): string => amount.toFixed();

/**
 * The coins a Sell quick-select button puts in the amount field: that percentage of the balance,
 * rounded down to the coin's precision or lot size, so it never exceeds the balance.
 * Choice: the coin Sell tab's quick-select buttons are the percent ones of spec 000 §9
 * (25, 50, 75, Max) of the coin held, as the basket's are; the fiat quick amounts 25/50/100/500
 * are the Buy widget's and say nothing about what a customer holds.
 */
export function quickSellAmount(balance: Dec, percentage: Dec, precision: AmountPrecision): Dec {
  if (!balance.greaterThan(0)) return ZERO;
  return roundAmountDown(balance.times(percentage).dividedBy(100), precision);
}
