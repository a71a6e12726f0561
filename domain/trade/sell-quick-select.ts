import { type Dec, ZERO } from '../money/decimal';
import { type AmountPrecision, roundAmountDown } from '../money/lot-size';

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
