import { describe, expect, it } from 'vitest';
import { basketFeeAmount, type BasketFee } from '../../../domain/basket/basket-fee';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const fee = (type: BasketFee['type'], value: string): BasketFee => ({ type, value: dec(value), currency: USD });

describe('basket fee (spec 000 §3, §5)', () => {
  it('a fixed fee is its amount', () => {
    expect(basketFeeAmount(fee('amount', '1.5'), dec('100'), 2).toFixed()).toBe('1.5');
  });

  it('a percentage fee is split off the amount, rounded up to the decimals', () => {
    expect(basketFeeAmount(fee('percentage', '1.49'), dec('100'), 2).toFixed()).toBe('1.49');
    expect(basketFeeAmount(fee('percentage', '1.49'), dec('33.33'), 2).toFixed()).toBe('0.5'); // 0.496617
  });

  it('a fixed fee is rounded up to the decimals and never more than the amount', () => {
    expect(basketFeeAmount(fee('amount', '0.991'), dec('100'), 2).toFixed()).toBe('1');
    expect(basketFeeAmount(fee('amount', '5'), dec('3'), 2).toFixed()).toBe('3');
  });
});
