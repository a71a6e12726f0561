import { type Dec, Money, Rounding, roundTo } from './decimal';

/**
 * Money's precision, but an inexact intermediate product is rounded away from zero instead of
 * half up, so that a product needing more than 40 digits never drops below the exact fee
 * before it is rounded up.
 */
const RoundingUp = Money.clone({ rounding: Rounding.up });

export interface FeeSplit {
  readonly net: Dec;
  readonly fee: Dec;
}

/**
 * Splits a fee percentage off an input amount (spec 000 §5, §9): the fee is rounded up to the
 * currency's decimals and the net is what remains, so net + fee equals the input exactly.
 * The fee never exceeds the input.
 */
export function splitFee(input: Dec, percentage: Dec, decimals: number): FeeSplit {
  if (input.isNegative()) throw new RangeError('input must not be negative');
  if (percentage.isNegative() || percentage.greaterThan(100)) throw new RangeError('percentage must be within 0..100');
  const raw = new Money(new RoundingUp(input).times(percentage).dividedBy(100));
  const fee = smaller(roundTo(raw, decimals, Rounding.up), input);
  return { net: input.minus(fee), fee };
}

const smaller = (a: Dec, b: Dec): Dec => (a.lessThan(b) ? a : b);
