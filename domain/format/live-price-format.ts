import { compareDecimalStrings, shiftDecimalLeft } from '../money/decimal-text';
import type { CurrencyCode } from '../money/currency';
import { CHANGE_DISPLAY_DECIMALS, type ChangeDirection } from './percent-format';
import { numberFormatter, numericLiteral } from './number-formatter';

/**
 * The price and change formats of price-format.ts and percent-format.ts for decimal strings, as
 * live prices arrive (spec 001 §9 price format, 2-decimal changes), without a Decimal per value:
 * the band is read from the text and Intl rounds the exact decimal string half up
 * (roundingMode halfExpand, what Rounding.halfUp does). Each formatter is built once per locale
 * and currency; a property test keeps every output equal to formatPrice and formatPercentChange.
 */
export type TextFormatter = (text: string) => string;

type Band = 'zero' | 'significant' | 'four' | 'three' | 'two';

/** The price band of a canonical decimal string: its whole part's digits decide, as priceDigits does on the value. */
function bandOf(text: string): Band {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  const whole = (dot < 0 ? unsigned : unsigned.slice(0, dot)).replace(/^0+/, '');
  if (whole === '') return /[1-9]/.test(unsigned) ? 'significant' : 'zero';
  if (whole.length === 1) return 'four';
  return whole.length === 2 ? 'three' : 'two';
}

const fixed = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A price formatter (spec 001 §9: zero 2 decimals, below 1 four significant digits, below 10 four decimals, below 100 three, else two). */
export function priceTextFormatter(locale: string, currency?: CurrencyCode): TextFormatter {
  const style = currency === undefined ? {} : { style: 'currency' as const, currency };
  const make = (digits: Intl.NumberFormatOptions) => numberFormatter(locale, { ...style, ...digits, roundingMode: 'halfExpand' });
  const formats: Record<Band, Intl.NumberFormat> = {
    zero: make(fixed(2)),
    significant: make({ minimumSignificantDigits: 4, maximumSignificantDigits: 4 }),
    four: make(fixed(4)),
    three: make(fixed(3)),
    two: make(fixed(2)),
  };
  return (text) => {
    const band = bandOf(text);
    return formats[band].format(numericLiteral(band === 'zero' ? '0' : text));
  };
}

/** A 24 h or 1 h change in percent: two decimals rounded half up, signed except at zero ("+2.35%", "-1.20%", "0.00%"). */
export function percentTextFormatter(locale: string): TextFormatter {
  const format = numberFormatter(locale, { style: 'percent', ...fixed(CHANGE_DISPLAY_DECIMALS), signDisplay: 'exceptZero', roundingMode: 'halfExpand' });
  return (text) => format.format(numericLiteral(shiftDecimalLeft(text, 2)));
}

/** The change's direction once shown with two decimals (so "-0.004" is flat), as changeDirection does. */
export function changeDirectionOfText(text: string): ChangeDirection {
  const negative = text.startsWith('-');
  const size = negative ? text.slice(1) : text;
  if (compareDecimalStrings(size, '0.005') < 0) return 'flat';
  return negative ? 'down' : 'up';
}

/**
 * Market cap and volume in a table cell: the short form ("$1.23T", "$845M"), three significant
 * digits rounded half up. Display only: never read back as an amount.
 */
export function compactTextFormatter(locale: string, currency: CurrencyCode): TextFormatter {
  const format = numberFormatter(locale, { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3, roundingMode: 'halfExpand' });
  return (text) => format.format(numericLiteral(text));
}
