import type { CurrencyCode } from '../money/currency';
import type { TextDirection } from './display-language';

/** Currencies whose amounts are laid out right to left (spec 001 §9). */
export const RTL_CURRENCIES: readonly CurrencyCode[] = ['AED', 'AFN', 'KWD', 'OMR', 'QAR', 'SAR', 'YER'] as CurrencyCode[];

const RTL_CURRENCY_SET = new Set<string>(RTL_CURRENCIES);

/** True for AED, AFN, KWD, OMR, QAR, SAR and YER (spec 001 §9). */
export const isRtlCurrency = (code: CurrencyCode): boolean => RTL_CURRENCY_SET.has(code);

/**
 * True for Arabic, the right-to-left locale of spec 001 §9: "ar" and any "ar-*" tag.
 * Choice: case-insensitive, and "_" accepted as a separator ("ar_AE"), as browsers and
 * stored preferences spell tags both ways.
 */
export const isRtlLocale = (locale: string): boolean => /^ar(?:[-_]|$)/i.test(locale.trim());

/** Unicode directional isolates (UAX #9): left-to-right, right-to-left, and the closing pop. */
export const LRI = '\u2066';
export const RLI = '\u2067';
export const PDI = '\u2069';

/**
 * The direction an amount in this currency is laid out in: right to left for AED, AFN, KWD, OMR,
 * QAR, SAR and YER (spec 001 §9), left to right otherwise, whatever the page's direction.
 */
export const amountDirection = (currency: CurrencyCode): TextDirection => (isRtlCurrency(currency) ? 'rtl' : 'ltr');

/**
 * A formatted amount wrapped in directional isolates, for plain-text places (an accessible name,
 * an option of a select) where markup such as `<bdi>` cannot go: the amount keeps its own order
 * and does not reorder the sentence around it.
 */
export function isolateAmount(formatted: string, currency: CurrencyCode): string {
  const open = amountDirection(currency) === 'rtl' ? RLI : LRI;
  return `${open}${formatted}${PDI}`;
}
