import { describe, expect, it } from 'vitest';
import { isRtlCurrency, isRtlLocale, RTL_CURRENCIES, amountDirection, isolateAmount, LRI, PDI, RLI } from '../../../domain/format/bidi';
import { currencyCode } from '../../../domain/money/currency';
import fc from 'fast-check';
import { RUNS } from '../../arbitraries/runs';

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

describe('bidi isolation of amounts (spec 001 §9 right-to-left currencies)', () => {
  it('AED, AFN, KWD, OMR, QAR, SAR and YER are laid out right to left, others left to right', () => {
    for (const code of ['AED', 'AFN', 'KWD', 'OMR', 'QAR', 'SAR', 'YER']) expect(amountDirection(currencyCode(code))).toBe('rtl');
    for (const code of ['USD', 'GBP', 'EUR', 'BTC']) expect(amountDirection(currencyCode(code))).toBe('ltr');
  });

  it('wraps an amount in the isolate of its direction', () => {
    expect(isolateAmount('AED 1,234.50', currencyCode('AED'))).toBe(`${RLI}AED 1,234.50${PDI}`);
    expect(isolateAmount('$10.00', currencyCode('USD'))).toBe(`${LRI}$10.00${PDI}`);
  });

  it('keeps the amount text intact between one opening isolate and the closing one', () => {
    const currency = fc.oneof(fc.constantFrom(...RTL_CURRENCIES), fc.constantFrom('USD', 'GBP', 'BTC', 'JPY').map(currencyCode));
    fc.assert(
      fc.property(fc.string(), currency, (text, code) => {
        const isolated = isolateAmount(text, code);
        expect(isolated.slice(1, -1)).toBe(text);
        expect(isolated.at(-1)).toBe(PDI);
        expect(isolated[0]).toBe(amountDirection(code) === 'rtl' ? RLI : LRI);
      }),
      RUNS,
    );
  });
});
