import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { checkLotMultiple, lotExponent, roundAmountDown, roundDownToLot } from '../../../domain/money/lot-size';

const CRO = currencyCode('CRO');

describe('lot exponent', () => {
  it('counts the decimals of a lot below one', () => {
    expect(lotExponent(dec('0.001'))).toBe(3);
    expect(lotExponent(dec('0.5'))).toBe(1);
    expect(lotExponent(dec('0.00000001'))).toBe(8);
  });

  it('is 0 for a lot of 1 and for a whole lot without trailing zeros', () => {
    expect(lotExponent(dec('1'))).toBe(0);
    expect(lotExponent(dec('25'))).toBe(0);
  });

  it('is negative for a lot of 10, 100, 1000 (-2 means multiples of 100)', () => {
    expect(lotExponent(dec('10'))).toBe(-1);
    expect(lotExponent(dec('100'))).toBe(-2);
    expect(lotExponent(dec('1000'))).toBe(-3);
    expect(lotExponent(dec('250'))).toBe(-1);
  });

  it('ignores how the lot was written ("100.00" is 100)', () => {
    expect(lotExponent(dec('100.00'))).toBe(-2);
    expect(lotExponent(dec('0.0010'))).toBe(3);
  });

  it('a lot of zero or below is a programmer error', () => {
    expect(() => lotExponent(dec('0'))).toThrow(RangeError);
    expect(() => lotExponent(dec('-1'))).toThrow(RangeError);
    expect(() => roundDownToLot(dec('5'), dec('0'))).toThrow(RangeError);
  });
});

describe('rounding an amount down (spec 000 §5)', () => {
  it("rounds down to the coin's max_fraction without a lot", () => {
    expect(roundAmountDown(dec('0.123456789'), { maxFraction: 8 }).toFixed()).toBe('0.12345678');
    expect(roundAmountDown(dec('12.999'), { maxFraction: 2 }).toFixed()).toBe('12.99');
    expect(roundAmountDown(dec('7.9'), { maxFraction: 0 }).toFixed()).toBe('7');
  });

  it('rounds down to a multiple of the lot when one is given', () => {
    expect(roundAmountDown(dec('1.23456'), { maxFraction: 8, lotSize: dec('0.001') }).toFixed()).toBe('1.234');
    expect(roundAmountDown(dec('1299.99'), { maxFraction: 8, lotSize: dec('100') }).toFixed()).toBe('1200');
    expect(roundAmountDown(dec('1.26'), { maxFraction: 8, lotSize: dec('0.25') }).toFixed()).toBe('1.25');
  });

  it('the lot wins over max_fraction when both are given', () => {
    expect(roundAmountDown(dec('0.123456789'), { maxFraction: 2, lotSize: dec('0.0001') }).toFixed()).toBe('0.1234');
  });

  it('an amount below one lot rounds to zero', () => {
    expect(roundAmountDown(dec('99'), { maxFraction: 8, lotSize: dec('100') }).isZero()).toBe(true);
  });

  it('an exact multiple of the lot is kept', () => {
    expect(roundAmountDown(dec('3.5'), { maxFraction: 8, lotSize: dec('0.5') }).toFixed()).toBe('3.5');
  });

  it('keeps every digit of a 12-integer-digit amount with a tiny lot', () => {
    expect(roundDownToLot(dec('999999999999.123456789012345678'), dec('0.000000000000000001')).toFixed()).toBe('999999999999.123456789012345678');
  });
});

describe('lot error (spec 000 §5)', () => {
  it('is given when the lot exponent is negative and the integer part is not a multiple', () => {
    const result = checkLotMultiple(dec('150'), dec('100'), CRO);
    expect(result).toEqual({ ok: false, error: { code: ErrorCode.notMultipleOfLotSize, lotSize: dec('100'), currency: CRO } });
    expect(ErrorCode.notMultipleOfLotSize).toBe('amount_not_multiple_of_lot_size');
  });

  it('is not given for an integer part that is a multiple, whatever the fraction', () => {
    expect(checkLotMultiple(dec('300'), dec('100'), CRO).ok).toBe(true);
    expect(checkLotMultiple(dec('300.75'), dec('100'), CRO).ok).toBe(true);
    expect(checkLotMultiple(dec('0'), dec('100'), CRO).ok).toBe(true);
  });

  it('is never given for a lot of 1 or below, nor a whole lot without trailing zeros', () => {
    expect(checkLotMultiple(dec('1.2345'), dec('0.001'), CRO).ok).toBe(true);
    expect(checkLotMultiple(dec('7'), dec('1'), CRO).ok).toBe(true);
    expect(checkLotMultiple(dec('7'), dec('25'), CRO).ok).toBe(true);
  });

  it('uses the whole lot, not only its power of ten (250)', () => {
    expect(checkLotMultiple(dec('500'), dec('250'), CRO).ok).toBe(true);
    expect(checkLotMultiple(dec('510'), dec('250'), CRO).ok).toBe(false);
    expect(checkLotMultiple(dec('300'), dec('250'), CRO).ok).toBe(false);
  });

  it('passes the amount through when it is valid', () => {
    expect(checkLotMultiple(dec('200'), dec('100'), CRO)).toEqual({ ok: true, value: dec('200') });
  });
});
