import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, decOrUndefined, isDecimalString, Money, Rounding, ZERO, roundTo } from '../../../domain/money/decimal';
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

  it('a typed amount is a decimal when it is a decimal string, undefined otherwise', () => {
    expect(decOrUndefined('12.50')?.equals(dec('12.5'))).toBe(true);
    for (const unfinished of ['', '.', '12.', '1,5']) expect(decOrUndefined(unfinished), unfinished).toBeUndefined();
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

const round = (amount: string, decimals: number, mode: (typeof Rounding)[keyof typeof Rounding]): string => roundTo(dec(amount), decimals, mode).toFixed();

describe('roundTo', () => {
  it('down cuts the extra decimals', () => {
    expect(round('1.239', 2, Rounding.down)).toBe('1.23');
    expect(round('0.00000001999', 8, Rounding.down)).toBe('0.00000001');
  });

  it('up raises to the next unit of the last kept place', () => {
    expect(round('1.231', 2, Rounding.up)).toBe('1.24');
    expect(round('0.000000001', 8, Rounding.up)).toBe('0.00000001');
  });

  it('half up rounds a half away from zero and less than a half down', () => {
    expect(round('1.235', 2, Rounding.halfUp)).toBe('1.24');
    expect(round('1.2349', 2, Rounding.halfUp)).toBe('1.23');
    expect(round('-1.235', 2, Rounding.halfUp)).toBe('-1.24');
  });

  it('the mode is respected: the same amount rounds three ways', () => {
    expect(round('2.345', 2, Rounding.down)).toBe('2.34');
    expect(round('2.345', 2, Rounding.up)).toBe('2.35');
    expect(round('2.345', 2, Rounding.halfUp)).toBe('2.35');
    expect(round('2.344', 2, Rounding.halfUp)).toBe('2.34');
  });

  it('an amount already at the precision is unchanged in every mode', () => {
    for (const mode of [Rounding.down, Rounding.up, Rounding.halfUp]) expect(round('12.34', 2, mode)).toBe('12.34');
  });

  it('0 decimals rounds to whole units', () => {
    expect(round('1234.99', 0, Rounding.down)).toBe('1234');
    expect(round('1234.01', 0, Rounding.up)).toBe('1235');
  });

  it('negative decimals round to tens, hundreds, thousands (negative lot exponent)', () => {
    expect(round('1234.5', -1, Rounding.down)).toBe('1230');
    expect(round('1234.5', -2, Rounding.down)).toBe('1200');
    expect(round('1234.5', -3, Rounding.down)).toBe('1000');
    expect(round('1201', -2, Rounding.up)).toBe('1300');
    expect(round('1250', -2, Rounding.halfUp)).toBe('1300');
    expect(round('1249', -2, Rounding.halfUp)).toBe('1200');
  });

  it('negative decimals keep an exact multiple unchanged', () => {
    expect(round('1200', -2, Rounding.up)).toBe('1200');
    expect(round('1200', -2, Rounding.down)).toBe('1200');
  });

  it('down on an amount below one lot gives zero', () => {
    expect(round('99', -2, Rounding.down)).toBe('0');
    expect(round('0.004', 2, Rounding.down)).toBe('0');
  });

  it('down and up are directions away from / towards zero for negative amounts', () => {
    expect(round('-1.239', 2, Rounding.down)).toBe('-1.23');
    expect(round('-1.231', 2, Rounding.up)).toBe('-1.24');
  });

  it('rejects a non-integer number of decimals', () => {
    expect(() => roundTo(dec('1'), 1.5, Rounding.down)).toThrow(RangeError);
    expect(() => roundTo(dec('1'), Number.NaN, Rounding.down)).toThrow(RangeError);
  });

  it('does not lose digits of large amounts with many decimals', () => {
    expect(round('999999999999.999999999999999999', 18, Rounding.down)).toBe('999999999999.999999999999999999');
    expect(round('999999999999.999999999999999999', 17, Rounding.up)).toBe('1000000000000');
  });
});
