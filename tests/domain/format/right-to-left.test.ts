import { describe, expect, it } from 'vitest';
import { isRtlCurrency, isRtlLocale, RTL_CURRENCIES } from '../../../domain/format/right-to-left';
import { currencyCode } from '../../../domain/money/currency';

describe('right-to-left (spec 001 §9)', () => {
  it('AED, AFN, KWD, OMR, QAR, SAR and YER are right-to-left currencies', () => {
    for (const code of ['AED', 'AFN', 'KWD', 'OMR', 'QAR', 'SAR', 'YER']) expect(isRtlCurrency(currencyCode(code))).toBe(true);
    expect(RTL_CURRENCIES).toHaveLength(7);
  });

  it('other currencies are left-to-right, however the code was typed', () => {
    for (const code of ['USD', 'EUR', 'ILS', 'BTC']) expect(isRtlCurrency(currencyCode(code))).toBe(false);
    expect(isRtlCurrency(currencyCode(' aed '))).toBe(true);
  });

  it('Arabic is the right-to-left locale: "ar" and every "ar-*" tag', () => {
    for (const locale of ['ar', 'ar-AE', 'ar-SA', 'AR', 'ar_EG', ' ar-ae ']) expect(isRtlLocale(locale)).toBe(true);
  });

  it('other locales, and tags that only start with the letters "ar", are left-to-right', () => {
    for (const locale of ['en', 'en-GB', 'arn', 'arq-DZ', 'fa', 'he', '']) expect(isRtlLocale(locale)).toBe(false);
  });
});
