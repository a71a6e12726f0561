/**
 * Amounts typed in the customer's language. Spec 000 §5 and 001 §5 say "commas stripped", which was
 * written for a dot-decimal locale: read literally, "12,50" typed in German becomes 1250. The one
 * rule every amount field and the CLI's `--lang` use:
 * - dot-decimal locales (English, Spanish (Latin America), Hindi, Chinese): commas are stripped, as
 *   the specification says ("1,234.50" is 1234.50);
 * - comma-decimal locales (German, French, Polish, ...): the comma is the decimal separator and the
 *   grouping characters (dots, spaces, no-break spaces, apostrophes) are stripped ("1.234,50" and
 *   "1 234,50" are 1234.50). Choice: when the text has no comma, a dot is grouping only where it is
 *   followed by groups of exactly three digits ("1.234" is 1234, as a German reads it); any other
 *   dot is the decimal separator ("12.50" is 12.5, typed on a keypad whose decimal key sends a dot),
 *   so a typed amount is never read as 100 times what was meant.
 * The accepted value (what services keep and the wire carries) is always written with a dot; the
 * field shows it with the locale's separator (localAmountText).
 */

export type DecimalMark = '.' | ',';

const marks = new Map<string, DecimalMark>();

/** The decimal separator a locale writes ("," for "de", "." for "en-US"); "." for a tag Intl cannot read. */
export function decimalMarkOf(locale: string): DecimalMark {
  const known = marks.get(locale);
  if (known !== undefined) return known;
  let mark: DecimalMark = '.';
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    if (decimal === ',') mark = ',';
  } catch {
    mark = '.';
  }
  marks.set(locale, mark);
  return mark;
}

/** Grouping characters of comma-decimal locales other than the dot: spaces (incl. no-break ones) and apostrophes. */
const SPACE_GROUPING = /[\s\u00a0\u202f'’]/g;
/** Dots that are all grouping: digits, then groups of exactly three digits each after a dot. */
const DOT_GROUPED = /^\d+(?:\.\d{3})+$/;

/**
 * The amount a customer typed in `locale`, written with a dot and no grouping, for the amount-input
 * rule (acceptAmountInput) to accept or refuse. Characters that are neither digits nor separators
 * are left in place, so the rule refuses them.
 */
export function readAmountText(typed: string, locale: string): string {
  if (decimalMarkOf(locale) === '.') return typed.replace(/,/g, '');
  const text = typed.replace(SPACE_GROUPING, '');
  if (text.includes(',')) return text.replace(/\./g, '').replace(/,/g, '.');
  return DOT_GROUPED.test(text) ? text.replace(/\./g, '') : text;
}

/** An accepted amount (dot-decimal) as the field shows it in `locale`: "12.5" is "12,5" in German. */
export const localAmountText = (accepted: string, locale: string): string => (decimalMarkOf(locale) === ',' ? accepted.replace('.', ',') : accepted);
