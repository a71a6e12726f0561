import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { compareDecimalStrings, shiftDecimalLeft } from '../../../domain/money/decimal-text';
import { decimalString } from '../../arbitraries/money';

const anyDecimal = decimalString({ signed: true, maxDecimals: 10 });

describe('decimal strings compared and shifted as text', () => {
  it('compareDecimalStrings orders as Decimal does, trailing zeros and negative zero included', () => {
    fc.assert(
      fc.property(anyDecimal, anyDecimal, (a, b) => {
        expect(compareDecimalStrings(a, b)).toBe(dec(a).comparedTo(dec(b)));
      }),
    );
  });

  it('shiftDecimalLeft divides by a power of ten exactly, as a canonical string', () => {
    fc.assert(
      fc.property(anyDecimal, fc.integer({ min: 0, max: 6 }), (text, places) => {
        const shifted = shiftDecimalLeft(text, places);
        expect(dec(shifted).equals(dec(text).dividedBy(dec('10').pow(places)))).toBe(true);
        expect(shifted).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
      }),
    );
  });

  it('examples', () => {
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-0', '0')).toBe(0);
    expect(compareDecimalStrings('-2', '-10')).toBe(1);
    expect(compareDecimalStrings('0.0009', '0.001')).toBe(-1);
    expect(shiftDecimalLeft('2.35', 2)).toBe('0.0235');
    expect(shiftDecimalLeft('-150', 2)).toBe('-1.5');
    expect(shiftDecimalLeft('-0.00', 2)).toBe('0');
  });
});
