import { type Dec, Rounding } from '../money/decimal';
import { roundTo } from '../money/rounding';

/**
 * A price change in percent: (after / before - 1) x 100, half up to 2 decimals (the 24 h and 1 h
 * changes of the coin list, spec 001 §3 percentage and percent_change_1h). A price is positive;
 * a `before` of zero or less is a bug.
 */
export function priceChangePercent(before: Dec, after: Dec): Dec {
  if (!before.greaterThan(0)) throw new RangeError(`a price change needs a positive starting price, got ${before.toString()}`);
  return roundTo(after.dividedBy(before).minus(1).times(100), 2, Rounding.halfUp);
}
