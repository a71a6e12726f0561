import { type Dec, Money, type RoundingMode } from './decimal';

/**
 * Rounds to a number of decimals with an explicit mode. Negative decimals round to
 * tens, hundreds, ... (a currency with a negative lot exponent, spec 000 §5).
 */
export function roundTo(amount: Dec, decimals: number, mode: RoundingMode): Dec {
  if (!Number.isInteger(decimals)) throw new RangeError(`decimals must be an integer, got ${decimals}`);
  if (decimals >= 0) return amount.toDecimalPlaces(decimals, mode);
  const step = new Money(10).pow(-decimals);
  return amount.dividedBy(step).toDecimalPlaces(0, mode).times(step);
}
