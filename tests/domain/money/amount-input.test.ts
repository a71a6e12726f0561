import { describe, expect, it } from 'vitest';
import { acceptAmountInput, MAX_INTEGER_DIGITS, amountOfInput } from '../../../domain/money/amount-input';
import fc from 'fast-check';
import { RUNS } from '../../arbitraries/runs';
import { digits } from '../../arbitraries/text';

const accept = (typed: string, maxFraction = 2, previous = '12') => acceptAmountInput(previous, typed, maxFraction);

describe('acceptAmountInput: accepted input', () => {
  it('accepts plain digits', () => {
    expect(accept('123')).toEqual({ accepted: true, value: '123' });
  });

  it('accepts digits, one dot and up to maxFraction decimals', () => {
    expect(accept('123.45')).toEqual({ accepted: true, value: '123.45' });
    expect(accept('0.12345678', 8)).toEqual({ accepted: true, value: '0.12345678' });
  });

  it('keeps a trailing dot while the user is still typing decimals', () => {
    expect(accept('5.')).toEqual({ accepted: true, value: '5.' });
  });

  it('keeps trailing zeros in the decimals as typed', () => {
    expect(accept('1.50')).toEqual({ accepted: true, value: '1.50' });
  });

  it('strips commas used as thousands separators', () => {
    expect(accept('1,234,567.89')).toEqual({ accepted: true, value: '1234567.89' });
  });

  it('strips commas wherever they are typed', () => {
    expect(accept(',1,,2.3,')).toEqual({ accepted: true, value: '12.3' });
  });

  it('an empty field is accepted as the empty string', () => {
    expect(accept('')).toEqual({ accepted: true, value: '' });
    expect(accept('', 0)).toEqual({ accepted: true, value: '' });
  });

  it('a field of only commas counts as empty', () => {
    expect(accept(',,')).toEqual({ accepted: true, value: '' });
  });

  it('drops redundant leading zeros', () => {
    expect(accept('007')).toEqual({ accepted: true, value: '7' });
    expect(accept('000.5')).toEqual({ accepted: true, value: '0.5' });
    expect(accept('0100')).toEqual({ accepted: true, value: '100' });
  });

  it('keeps a single zero', () => {
    expect(accept('0')).toEqual({ accepted: true, value: '0' });
    expect(accept('000')).toEqual({ accepted: true, value: '0' });
    expect(accept('0.')).toEqual({ accepted: true, value: '0.' });
    expect(accept('0.0')).toEqual({ accepted: true, value: '0.0' });
  });

  it('a leading dot gets a zero in front', () => {
    expect(accept('.5')).toEqual({ accepted: true, value: '0.5' });
    expect(accept('.')).toEqual({ accepted: true, value: '0.' });
  });

  it('accepts exactly 12 integer digits', () => {
    expect(MAX_INTEGER_DIGITS).toBe(12);
    expect(accept('999999999999.99')).toEqual({ accepted: true, value: '999999999999.99' });
  });

  it('leading zeros do not count towards the 12 integer digits', () => {
    expect(accept('0000123456789012')).toEqual({ accepted: true, value: '123456789012' });
  });

  it('accepts an integer when the currency has no decimals', () => {
    expect(accept('1500', 0)).toEqual({ accepted: true, value: '1500' });
  });

  it('the previous value does not matter when the input is accepted', () => {
    expect(acceptAmountInput('', '42', 2)).toEqual(acceptAmountInput('99.99', '42', 2));
  });
});

describe('acceptAmountInput: each rejection keeps the previous value and says why', () => {
  it('invalid_character: letters', () => {
    expect(accept('12a')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
  });

  it('invalid_character: a minus sign (amounts are never negative)', () => {
    expect(accept('-1')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
  });

  it('invalid_character: an exponent', () => {
    expect(accept('1e5')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
  });

  it('invalid_character: spaces, including non-breaking ones', () => {
    expect(accept('1 000')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
    expect(accept('1\u00a0000')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
  });

  it('invalid_character: non-ASCII digits', () => {
    expect(accept('٣')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
    expect(accept('１')).toEqual({ accepted: false, value: '12', reason: 'invalid_character' });
  });

  it('too_many_dots: a second dot', () => {
    expect(accept('1.2.3')).toEqual({ accepted: false, value: '12', reason: 'too_many_dots' });
    expect(accept('1..')).toEqual({ accepted: false, value: '12', reason: 'too_many_dots' });
  });

  it('too_many_integer_digits: a 13th integer digit', () => {
    expect(accept('1234567890123')).toEqual({ accepted: false, value: '12', reason: 'too_many_integer_digits' });
    expect(accept('1,234,567,890,123.5')).toEqual({
      accepted: false,
      value: '12',
      reason: 'too_many_integer_digits',
    });
  });

  it('too_many_decimals: more decimals than the currency allows', () => {
    expect(accept('1.234')).toEqual({ accepted: false, value: '12', reason: 'too_many_decimals' });
    expect(accept('0.123456789', 8)).toEqual({ accepted: false, value: '12', reason: 'too_many_decimals' });
  });

  it('no_decimals_allowed: any dot when the currency has 0 decimals', () => {
    expect(accept('12.', 0)).toEqual({ accepted: false, value: '12', reason: 'no_decimals_allowed' });
    expect(accept('.', 0)).toEqual({ accepted: false, value: '12', reason: 'no_decimals_allowed' });
    expect(accept('1.5', 0)).toEqual({ accepted: false, value: '12', reason: 'no_decimals_allowed' });
  });

  it('a rejection returns the previous value even when it is empty', () => {
    expect(acceptAmountInput('', 'x', 2)).toEqual({ accepted: false, value: '', reason: 'invalid_character' });
  });
});

describe('amountOfInput', () => {
  it('the empty field counts as zero', () => {
    expect(amountOfInput('').isZero()).toBe(true);
  });

  it('a lone dot and "0." count as zero', () => {
    expect(amountOfInput('.').isZero()).toBe(true);
    expect(amountOfInput('0.').isZero()).toBe(true);
  });

  it('a trailing dot is ignored', () => {
    expect(amountOfInput('12.').toFixed()).toBe('12');
  });

  it('reads digits and decimals exactly', () => {
    expect(amountOfInput('123456789012.12345678').toFixed()).toBe('123456789012.12345678');
    expect(amountOfInput('0.5').toFixed()).toBe('0.5');
  });

  it('reads an accepted input as the number its digits spell', () => {
    fc.assert(
      fc.property(digits(1, 12), fc.option(digits(0, 18), { nil: undefined }), (integer, fraction) => {
        const input = fraction === undefined ? integer : `${integer}.${fraction}`;
        const expected = BigInt(`${integer}${fraction ?? ''}`);
        const scale = fraction?.length ?? 0;
        const scaled = amountOfInput(input).times(`1e${scale}`);
        expect(scaled.toFixed()).toBe(expected.toString());
      }),
      RUNS,
    );
  });
});
