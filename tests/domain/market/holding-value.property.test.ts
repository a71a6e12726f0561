import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingValueAt } from '../../../domain/market/holding-value';
import { dec } from '../../../domain/money/decimal';
import { decimalString } from '../../arbitraries/money';

describe('a holding valued at a live price', () => {
  it('is the amount times the price, exactly (dividing back gives the amount)', () => {
    fc.assert(
      fc.property(decimalString({ maxIntegerDigits: 6, maxDecimals: 8 }), decimalString({ maxIntegerDigits: 7, maxDecimals: 8 }), (amount, price) => {
        const value = holdingValueAt(dec(amount), price);
        if (dec(price).isZero()) expect(value.isZero()).toBe(true);
        else expect(value.dividedBy(dec(price)).equals(dec(amount))).toBe(true);
      }),
    );
    expect(holdingValueAt(dec('0.5'), '66604.06').toFixed()).toBe('33302.03');
  });
});
