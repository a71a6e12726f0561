import Decimal from 'decimal.js';

/**
 * The one configured decimal.js clone for money. Never use the global Decimal.set,
 * never use a JS number for an amount.
 */
export const Money = Decimal.clone({ precision: 40, toExpNeg: -30, toExpPos: 30 });
export type Dec = InstanceType<typeof Money>;

/** Named rounding modes; every rounding call site passes one of these. */
export const Rounding = {
  down: Money.ROUND_DOWN,
  up: Money.ROUND_UP,
  halfUp: Money.ROUND_HALF_UP,
} as const;
export type RoundingMode = (typeof Rounding)[keyof typeof Rounding];

export const dec = (value: string | Dec): Dec => new Money(value);
export const ZERO: Dec = new Money(0);

/** A canonical decimal string: digits, an optional minus and at most one dot. */
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;
export const isDecimalString = (value: string): boolean => DECIMAL_STRING.test(value);

/** A typed amount as a decimal; undefined while it is not one yet (empty, a lone dot). */
export const decOrUndefined = (text: string): Dec | undefined => (isDecimalString(text) ? dec(text) : undefined);

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
