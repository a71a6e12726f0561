import type { CurrencyCode } from '../money/currency';
import { type Dec, Rounding } from '../money/decimal';
import { numberFormatter, numericLiteral } from './number-formatter';

/** How many digits a price shows: a count of significant digits, or of decimals. */
export type PriceDigits = { readonly kind: 'significant'; readonly digits: number } | { readonly kind: 'fraction'; readonly digits: number };

export interface PriceFormatOptions {
  /** The flag of spec 001 §9: prices from 10 to below 100 show 2 decimals instead of 3. */
  readonly twoDecimalsFrom10?: boolean;
  /** Shown as a currency amount (symbol placed by the locale) when given, as a plain number otherwise. */
  readonly currency?: CurrencyCode;
}

/**
 * The price format of spec 001 §9: zero 2 decimals; below 1, 4 significant digits; below 10,
 * 4 decimals; below 100, 3 decimals (2 when flagged); from 100, 2 decimals.
 * Choice: bands use the absolute value, and a boundary belongs to the band above it
 * (1 shows 4 decimals, 10 shows 3, 100 shows 2).
 */
export function priceDigits(price: Dec, options: PriceFormatOptions = {}): PriceDigits {
  const size = price.abs();
  if (size.isZero()) return { kind: 'fraction', digits: 2 };
  if (size.lessThan(1)) return { kind: 'significant', digits: 4 };
  if (size.lessThan(10)) return { kind: 'fraction', digits: 4 };
  if (size.lessThan(100) && options.twoDecimalsFrom10 !== true) return { kind: 'fraction', digits: 3 };
  return { kind: 'fraction', digits: 2 };
}

/**
 * The decimals `formatPrice` shows for this price: the band's decimals, or for significant digits as
 * many as the rounded price needs (0.0000003178 shows 10, 0.99996 rounds to 1.000 and shows 3).
 */
export function priceDecimals(price: Dec, options: PriceFormatOptions = {}): number {
  const digits = priceDigits(price, options);
  if (digits.kind === 'fraction') return digits.digits;
  return Math.max(0, digits.digits - 1 - price.toSignificantDigits(digits.digits, Rounding.halfUp).e);
}

/**
 * A price for display in the spec 001 §9 price format, grouped for the locale.
 * Choice: display rounding is half up (away from zero at a half), since a price is not a balance
 * the customer could overdraw; the band is chosen on the unrounded price, so 0.99996 shows "1.000".
 */
export function formatPrice(price: Dec, locale: string, options: PriceFormatOptions = {}): string {
  const digits = priceDigits(price, options);
  const style = options.currency === undefined ? {} : { style: 'currency' as const, currency: options.currency };
  if (digits.kind === 'significant') {
    const shown = price.toSignificantDigits(digits.digits, Rounding.halfUp);
    return numberFormatter(locale, { ...style, minimumSignificantDigits: digits.digits, maximumSignificantDigits: digits.digits }).format(
      numericLiteral(shown.toFixed()),
    );
  }
  return formatFixed(price, digits.digits, locale, style);
}

/** The threshold above which the rate format shows no decimals. */
const RATE_WHOLE_ABOVE = 1_000_000;

/**
 * Decimals of the second price format of spec 001 §9 (used here for rates): under 1, 8; under 100,
 * 4; over 1,000,000, 0; else 2.
 * Choice: bands use the absolute value; 1 and 100 belong to the band above them, 1,000,000 itself
 * shows 2 decimals ("over" is strict); zero is under 1 and shows 8.
 */
export function rateFractionDigits(rate: Dec): number {
  const size = rate.abs();
  if (size.lessThan(1)) return 8;
  if (size.lessThan(100)) return 4;
  if (size.greaterThan(RATE_WHOLE_ABOVE)) return 0;
  return 2;
}

/** A rate for display in the second price format of spec 001 §9, rounded half up, grouped for the locale. */
export function formatRate(rate: Dec, locale: string, options: { readonly currency?: CurrencyCode } = {}): string {
  const style = options.currency === undefined ? {} : { style: 'currency' as const, currency: options.currency };
  return formatFixed(rate, rateFractionDigits(rate), locale, style);
}

function formatFixed(value: Dec, decimals: number, locale: string, style: Intl.NumberFormatOptions): string {
  const rounded = value.toDecimalPlaces(decimals, Rounding.halfUp);
  const shown = (rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals);
  return numberFormatter(locale, { ...style, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(numericLiteral(shown));
}
