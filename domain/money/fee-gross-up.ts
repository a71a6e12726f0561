import { type Dec, Money, Rounding, ZERO, roundTo } from './decimal';
import { splitFee } from './fee-split';

/** Several fees split off one input: each fee as splitFee rounds it, and what remains. */
export interface FeesSplit {
  readonly fees: readonly Dec[];
  /** input - every fee, exactly; negative only when the fees together exceed a tiny input. */
  readonly net: Dec;
}

/**
 * Splits several fee percentages off the same input (spec 000 §5: fee percentages split off the
 * input and rounded up to the currency decimals), each with splitFee.
 */
export function splitFees(input: Dec, percentages: readonly Dec[], decimals: number): FeesSplit {
  const fees = percentages.map((percentage) => splitFee(input, percentage, decimals).fee);
  return { fees, net: fees.reduce((rest, fee) => rest.minus(fee), input) };
}

/**
 * The smallest input (in whole units of `decimals`) that still leaves at least `net` once the fees
 * are split off it with splitFees: what a customer pays to have exactly `net` traded when the
 * other side of the trade is fixed. The percentages together must be below 100.
 */
export function grossUpForFees(net: Dec, percentages: readonly Dec[], decimals: number): Dec {
  if (net.isNegative()) throw new RangeError('net must not be negative');
  const total = percentages.reduce((sum, p) => sum.plus(p), ZERO);
  if (total.greaterThanOrEqualTo(100)) throw new RangeError('the fees together must be below 100 percent');
  const unit = new Money(10).pow(-decimals);
  // input - fees <= input × (1 - total/100), so nothing below this bound can leave `net`.
  let input = roundTo(net.times(100).dividedBy(new Money(100).minus(total)), decimals, Rounding.up);
  while (splitFees(input, percentages, decimals).net.lessThan(net)) input = input.plus(unit);
  return input;
}
