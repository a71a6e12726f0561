import fc from 'fast-check';
import { type Dec, dec } from '../../domain/money/decimal';

/**
 * Money arbitraries. Every amount is built from a bigint number of units and a scale, turned
 * into a decimal string and then into a Dec: never through a JS floating point number.
 */

/** Spec 000 §9: 12 integer digits. */
export const AMOUNT_INTEGER_DIGITS = 12;

/** `units` × 10^-scale as a plain decimal string: (12345n, 2) -> "123.45", (7n, -2) -> "700". */
export function scaledToString(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString();
  if (scale <= 0) return units === 0n ? '0' : `${sign}${digits}${'0'.repeat(-scale)}`;
  const padded = digits.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

export interface DecimalShape {
  /** Largest number of integer digits (default 12). */
  readonly maxIntegerDigits?: number;
  /** Smallest and largest number of decimals written (defaults 0 and 8). Negative means a multiple of 10^-n. */
  readonly minDecimals?: number;
  readonly maxDecimals?: number;
  /** Whether negative amounts are generated too (default false). */
  readonly signed?: boolean;
  /** Whether zero may be generated (default true). */
  readonly zero?: boolean;
}

/** A plain decimal string such as "0", "12.5", "000"-free, possibly with trailing zeros ("1.50"). */
export function decimalString(shape: DecimalShape = {}): fc.Arbitrary<string> {
  const { maxIntegerDigits = AMOUNT_INTEGER_DIGITS, minDecimals = 0, maxDecimals = 8, signed = false, zero = true } = shape;
  return fc.integer({ min: minDecimals, max: maxDecimals }).chain((scale) => {
    // With scale < 0 the value is a multiple of 10^-scale with at most maxIntegerDigits digits.
    const max = pow10(maxIntegerDigits + scale) - 1n;
    const min = zero ? 0n : 1n;
    const magnitude = max < min ? fc.constant(min) : fc.bigInt({ min, max });
    const units = signed ? fc.tuple(magnitude, fc.boolean()).map(([u, negative]) => (negative ? -u : u)) : magnitude;
    return units.map((u) => scaledToString(u, scale));
  });
}

/** A Dec built from a decimalString. */
export const decimalAmount = (shape: DecimalShape = {}): fc.Arbitrary<Dec> => decimalString(shape).map(dec);

/** A non-negative amount with at most `decimals` decimals (a multiple of 10^-decimals when negative). */
export const amountWithDecimals = (decimals: number, maxIntegerDigits = AMOUNT_INTEGER_DIGITS): fc.Arbitrary<Dec> =>
  decimalAmount({ maxIntegerDigits, minDecimals: Math.min(0, decimals), maxDecimals: decimals });

/** A strictly positive price (fiat per coin) with up to 9 integer digits and 8 decimals by default. */
export const positivePrice = (shape: Omit<DecimalShape, 'signed' | 'zero'> = {}): fc.Arbitrary<Dec> =>
  decimalAmount({ maxIntegerDigits: 9, maxDecimals: 8, ...shape, zero: false });

/** A percentage within 0..100 with up to `maxDecimals` decimals. */
export const percentage = (maxDecimals = 4): fc.Arbitrary<Dec> =>
  fc.integer({ min: 0, max: maxDecimals }).chain((scale) => fc.bigInt({ min: 0n, max: 100n * pow10(scale) }).map((units) => dec(scaledToString(units, scale))));

/** Decimals of a currency: coins up to 18, fiat 0 or 2, lot sizes down to -3 (tens, hundreds, thousands). */
export const currencyDecimals = fc.integer({ min: -3, max: 18 });
