import type { CurrencyCode } from './currency';
import { type Dec, Rounding, roundTo } from './decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/** How precise an amount of a currency may be: its max_fraction, and a lot size when the live rates give one. */
export interface AmountPrecision {
  readonly maxFraction: number;
  /** lot_size of the live rates (spec 000 §3), e.g. 0.001 or 100; amounts are whole multiples of it. */
  readonly lotSize?: Dec;
}

/**
 * The decimal exponent of a lot, counted as decimals the way roundTo counts them: 0.001 -> 3,
 * 0.5 -> 1, 1 -> 0, 100 -> -2, 250 -> -1.
 * Choice: a negative exponent means the lot is a whole multiple of 10 (exponent -2: multiples of
 * 100), which is the only reading under which spec 000 §5's "negative lot exponent and the
 * integer part is not a multiple" can ever fail.
 */
export function lotExponent(lot: Dec): number {
  assertLot(lot);
  const decimals = lot.decimalPlaces();
  if (decimals > 0) return decimals;
  const trailingZeros = /0*$/.exec(lot.toFixed(0))?.[0].length ?? 0;
  return trailingZeros === 0 ? 0 : -trailingZeros;
}

/** The amount rounded down (towards zero) to a whole number of lots. */
export function roundDownToLot(amount: Dec, lot: Dec): Dec {
  assertLot(lot);
  return amount.dividedToIntegerBy(lot).times(lot);
}

/**
 * Spec 000 §5: an amount rounds down to the coin's precision, or to the lot size when one is given.
 * Choice: a given lot wins over max_fraction (the lot is the finer rule the exchange trades in).
 */
export function roundAmountDown(amount: Dec, precision: AmountPrecision): Dec {
  if (precision.lotSize !== undefined) return roundDownToLot(amount, precision.lotSize);
  return roundTo(amount, precision.maxFraction, Rounding.down);
}

/** The amount cannot be traded in whole lots; the message names the lot and the currency. */
export interface LotSizeError {
  readonly code: typeof ErrorCode.notMultipleOfLotSize;
  readonly lotSize: Dec;
  readonly currency: CurrencyCode;
}

/**
 * The lot error of spec 000 §5: with a negative lot exponent (a lot of 10, 100, ...) the integer
 * part of the amount must be a whole multiple of the lot. Lots below 10 never give the error: the
 * amount is rounded down to them instead.
 */
export function checkLotMultiple(amount: Dec, lot: Dec, currency: CurrencyCode): Result<Dec, LotSizeError> {
  if (lotExponent(lot) >= 0) return ok(amount);
  if (amount.truncated().modulo(lot).isZero()) return ok(amount);
  return err({ code: ErrorCode.notMultipleOfLotSize, lotSize: lot, currency });
}

function assertLot(lot: Dec): void {
  if (!lot.isFinite() || !lot.greaterThan(0)) throw new RangeError(`lot size must be positive, got ${lot.toString()}`);
}
