import { describe, expect, it } from 'vitest';
import { changeDirection, formatPercentChange } from '../../../domain/format/percent-format';
import { dec } from '../../../domain/money/decimal';

describe('price change display (2 decimals, half up, signed)', () => {
  it.each([
    ['2.154', '+2.15%', 'up'],
    ['2.155', '+2.16%', 'up'],
    ['-0.4', '-0.40%', 'down'],
    ['-0.004', '0.00%', 'flat'],
    ['0', '0.00%', 'flat'],
    ['0.005', '+0.01%', 'up'],
    ['1234.5', '+1,234.50%', 'up'],
  ])('%s shows %s (%s)', (change, shown, direction) => {
    expect(formatPercentChange(dec(change), 'en-US')).toBe(shown);
    expect(changeDirection(dec(change))).toBe(direction);
  });

  it('drops the sign for text that says up or down in words, and places the percent sign for the locale', () => {
    expect(formatPercentChange(dec('-3.1'), 'en-US', { unsigned: true })).toBe('3.10%');
    expect(formatPercentChange(dec('3.1'), 'de-DE')).toBe('+3,10\u00a0%');
  });
});
