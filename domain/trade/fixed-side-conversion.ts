import { type Dec, Money, Rounding, roundTo } from '../money/decimal';
import type { AmountPrecision } from '../money/lot-size';

/**
 * Money's precision, but an inexact intermediate result is rounded away from zero, so that a cost
 * needing more than 40 digits is never rounded below the exact value before the final round-up.
 */
const RoundingUp = Money.clone({ rounding: Rounding.up });

/**
 * What `amount` of a currency costs at `rate` (units of the other currency per one unit), rounded
 * up to the paying currency's decimals. Conversions round down for the customer (spec 000 §5), so
 * the cost of a fixed amount rounds up: paying it always buys at least `amount`.
 */
export function costOf(amount: Dec, rate: Dec, decimals: number): Dec {
  return roundTo(new Money(new RoundingUp(amount).times(rate)), decimals, Rounding.up);
}

/**
 * How much of a currency must be given at `rate` (units received per one unit given) to receive at
 * least `value`: rounded up to the currency's precision, or up to a whole number of lots when it
 * has a lot size (spec 000 §5).
 */
export function amountYielding(value: Dec, rate: Dec, precision: AmountPrecision): Dec {
  if (!rate.greaterThan(0)) throw new RangeError('rate must be positive');
  const exact = new Money(new RoundingUp(value).dividedBy(rate));
  if (precision.lotSize === undefined) return roundTo(exact, precision.maxFraction, Rounding.up);
  return exact.dividedBy(precision.lotSize).toDecimalPlaces(0, Rounding.up).times(precision.lotSize);
}
