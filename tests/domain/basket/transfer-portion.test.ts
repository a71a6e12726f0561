import { describe, expect, it } from 'vitest';
import { acceptPortionInput, canTransferPortion, portionOf, QUICK_PORTIONS } from '../../../domain/basket/transfer-portion';

describe('basket transfer portion (spec 001 §5)', () => {
  it('accepts integers from 0 to 100', () => {
    for (const value of ['0', '1', '42', '99', '100']) expect(acceptPortionInput('', value)).toEqual({ accepted: true, value });
  });

  it('refuses negatives and decimals', () => {
    expect(acceptPortionInput('5', '-5')).toEqual({ accepted: false, value: '5', reason: 'invalid_character' });
    expect(acceptPortionInput('5', '5.5')).toEqual({ accepted: false, value: '5', reason: 'invalid_character' });
    expect(acceptPortionInput('5', '5,0')).toEqual({ accepted: false, value: '5', reason: 'invalid_character' });
  });

  it('refuses more than 3 digits', () => {
    expect(acceptPortionInput('5', '0050')).toEqual({ accepted: false, value: '5', reason: 'too_many_digits' });
  });

  it('refuses values above 100', () => {
    expect(acceptPortionInput('5', '101')).toEqual({ accepted: false, value: '5', reason: 'above_maximum' });
    expect(acceptPortionInput('5', '999')).toEqual({ accepted: false, value: '5', reason: 'above_maximum' });
  });

  it('drops leading zeros and accepts an empty field', () => {
    expect(acceptPortionInput('5', '050')).toEqual({ accepted: true, value: '50' });
    expect(acceptPortionInput('5', '000')).toEqual({ accepted: true, value: '0' });
    expect(acceptPortionInput('5', '')).toEqual({ accepted: true, value: '' });
  });

  it('the transfer button is disabled at 0 and on an empty field', () => {
    expect(canTransferPortion('0')).toBe(false);
    expect(canTransferPortion('')).toBe(false);
    expect(canTransferPortion('1')).toBe(true);
    expect(portionOf('').toFixed()).toBe('0');
  });

  it('quick portions are 25, 50, 75 and 100, and 100 shows max', () => {
    expect(QUICK_PORTIONS.map((q) => [q.portion.toFixed(), q.label])).toEqual([
      ['25', '25%'],
      ['50', '50%'],
      ['75', '75%'],
      ['100', 'max'],
    ]);
  });
});
