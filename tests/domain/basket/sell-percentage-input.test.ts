import { describe, expect, it } from 'vitest';
import { acceptSellPercentageInput, isValidSellPercentage, SELL_PERCENTAGE_QUICK_SELECT, sellPercentageOf } from '../../../domain/basket/sell-percentage-input';

const accept = (typed: string, previous = '50'): ReturnType<typeof acceptSellPercentageInput> => acceptSellPercentageInput(previous, typed);

describe('basket sell percentage input (spec 000 §5)', () => {
  it('accepts digits and one dot', () => {
    expect(accept('12.5')).toEqual({ accepted: true, value: '12.5' });
    expect(accept('12.')).toEqual({ accepted: true, value: '12.' });
  });

  it('strips commas', () => {
    expect(accept('1,2.5')).toEqual({ accepted: true, value: '12.5' });
  });

  it('refuses other characters and a second dot, keeping the previous value', () => {
    expect(accept('1a')).toEqual({ accepted: false, value: '50', reason: 'invalid_character' });
    expect(accept('-5')).toEqual({ accepted: false, value: '50', reason: 'invalid_character' });
    expect(accept('1.2.3')).toEqual({ accepted: false, value: '50', reason: 'too_many_dots' });
  });

  it('allows at most 2 decimals', () => {
    expect(accept('12.34')).toEqual({ accepted: true, value: '12.34' });
    expect(accept('12.345')).toEqual({ accepted: false, value: '50', reason: 'too_many_decimals' });
  });

  it('caps at 100', () => {
    expect(accept('100')).toEqual({ accepted: true, value: '100' });
    expect(accept('101')).toEqual({ accepted: true, value: '100' });
    expect(accept('999')).toEqual({ accepted: true, value: '100' });
  });

  it('a value of 100 or more with a dot becomes 100', () => {
    expect(accept('100.')).toEqual({ accepted: true, value: '100' });
    expect(accept('100.0')).toEqual({ accepted: true, value: '100' });
    expect(accept('100.5')).toEqual({ accepted: true, value: '100' });
  });

  it('the cap comes before the decimals limit', () => {
    expect(accept('150.125')).toEqual({ accepted: true, value: '100' });
  });

  it('drops leading zeros, gives a leading dot a zero, accepts an empty field', () => {
    expect(accept('007')).toEqual({ accepted: true, value: '7' });
    expect(accept('.5')).toEqual({ accepted: true, value: '0.5' });
    expect(accept('')).toEqual({ accepted: true, value: '' });
    expect(accept('0100')).toEqual({ accepted: true, value: '100' });
  });

  it('a percentage must be above 0 and at most 100', () => {
    expect(isValidSellPercentage('0.01')).toBe(true);
    expect(isValidSellPercentage('100')).toBe(true);
    for (const value of ['', '0', '0.', '0.00', '.', '100.01', '101', 'abc', '1.234']) expect(isValidSellPercentage(value), value).toBe(false);
  });

  it('the accepted text stands for its percentage', () => {
    expect(sellPercentageOf('12.').toFixed()).toBe('12');
    expect(sellPercentageOf('').toFixed()).toBe('0');
  });

  it('quick-select offers 25, 50, 75 and Max (100)', () => {
    expect(SELL_PERCENTAGE_QUICK_SELECT).toEqual([
      { percentage: '25', isMax: false },
      { percentage: '50', isMax: false },
      { percentage: '75', isMax: false },
      { percentage: '100', isMax: true },
    ]);
    for (const q of SELL_PERCENTAGE_QUICK_SELECT) expect(isValidSellPercentage(q.percentage)).toBe(true);
  });
});
