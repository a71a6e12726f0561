import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, isDecimalString, Money, Rounding, ZERO } from '../../../domain/money/decimal';
import { decimalString } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

describe('Money decimals', () => {
  it('are exact where JS numbers are not: 0.1 + 0.2 is 0.3', () => {
    expect(dec('0.1').plus(dec('0.2')).equals(dec('0.3'))).toBe(true);
  });

  it('keep 12 integer digits and 18 decimals without loss', () => {
    expect(dec('999999999999.999999999999999999').toFixed()).toBe('999999999999.999999999999999999');
  });

  it('print in plain notation, never with an exponent, for amounts in range', () => {
    expect(dec('0.00000001').toString()).toBe('0.00000001');
    expect(dec('0.000000000000000001').toString()).toBe('0.000000000000000001');
    expect(dec('123456789012345678').toString()).toBe('123456789012345678');
  });

  it('ZERO is zero', () => {
    expect(ZERO.isZero()).toBe(true);
  });

  it('the named rounding modes are distinct', () => {
    expect(new Set([Rounding.down, Rounding.up, Rounding.halfUp]).size).toBe(3);
  });

  it('the Money clone computes with 40 significant digits', () => {
    expect(Money.precision).toBe(40);
  });

  it('a decimal string is digits, an optional minus and at most one dot with digits on both sides', () => {
    for (const valid of ['0', '12', '-12', '12.5', '0.00000001', '-0.5']) expect(isDecimalString(valid), valid).toBe(true);
    for (const invalid of ['', '.', '1.', '.5', '1,000', '1.2.3', '+1', '1e5', ' 1', 'NaN', 'Infinity', '--1', '١'])
      expect(isDecimalString(invalid), invalid).toBe(false);
  });

  it('every generated decimal string is a decimal string and round-trips through dec()', () => {
    fc.assert(
      fc.property(decimalString({ maxDecimals: 18, signed: true }), (s) => {
        expect(isDecimalString(s)).toBe(true);
        expect(dec(s).equals(new Money(s))).toBe(true);
        expect(dec(dec(s).toFixed()).equals(dec(s))).toBe(true);
      }),
      RUNS,
    );
  });
});
