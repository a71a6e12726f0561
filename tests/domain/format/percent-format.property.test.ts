import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDirection, formatPercentChange } from '../../../domain/format/percent-format';
import { dec, Rounding } from '../../../domain/money/decimal';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

describe('price change display, properties', () => {
  it('the shown number is the change rounded half up to 2 decimals, its sign is the direction', () => {
    fc.assert(
      fc.property(decimalAmount({ maxIntegerDigits: 5, maxDecimals: 6, signed: true }), (change) => {
        const shown = formatPercentChange(change, 'en-US');
        const number = dec(shown.replace(/[+,%]/g, ''));
        expect(number.equals(change.toDecimalPlaces(2, Rounding.halfUp))).toBe(true);
        const direction = changeDirection(change);
        expect(shown.startsWith('+')).toBe(direction === 'up');
        expect(shown.startsWith('-')).toBe(direction === 'down');
        expect(formatPercentChange(change, 'en-US', { unsigned: true })).toBe(shown.replace(/^[+-]/, ''));
      }),
      RUNS,
    );
  });
});
