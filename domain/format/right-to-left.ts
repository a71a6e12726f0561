import type { CurrencyCode } from '../money/currency';

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
