import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDirection, isolateAmount, LRI, PDI, RLI } from '../../../domain/format/bidi';
import { RTL_CURRENCIES } from '../../../domain/format/right-to-left';
import { currencyCode } from '../../../domain/money/currency';
import { RUNS } from '../../arbitraries/runs';

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
