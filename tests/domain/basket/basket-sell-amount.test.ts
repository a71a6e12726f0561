import { describe, expect, it } from 'vitest';
import { basketSellAmount, checkBasketSellAmount } from '../../../domain/basket/basket-sell-amount';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const EUR = currencyCode('EUR');

describe('basket sell amount (spec 000 §5)', () => {
  it('is percentage × balance / 100', () => {
    expect(basketSellAmount(dec('25'), dec('200')).toFixed()).toBe('50');
  });

  it('rounds half up to 2 decimals', () => {
    expect(basketSellAmount(dec('50'), dec('0.05')).toFixed()).toBe('0.03'); // 0.025
    expect(basketSellAmount(dec('33.33'), dec('10')).toFixed()).toBe('3.33'); // 3.333
    expect(basketSellAmount(dec('12.35'), dec('100.1')).toFixed()).toBe('12.36'); // 12.36235
    expect(basketSellAmount(dec('50'), dec('0.009')).toFixed()).toBe('0'); // 0.0045
  });

  it('100 % is the whole balance rounded half up', () => {
    expect(basketSellAmount(dec('100'), dec('123.45')).toFixed()).toBe('123.45');
    expect(basketSellAmount(dec('100'), dec('123.455')).toFixed()).toBe('123.46');
  });

  it('an amount not above the minimum gives the below-minimum error with the minimum', () => {
    expect(checkBasketSellAmount(dec('10'), dec('10'), EUR)).toEqual({
      ok: false,
      error: { code: 'basket_below_minimum', minimum: dec('10'), currency: EUR },
    });
    expect(checkBasketSellAmount(dec('9.99'), dec('10'), EUR).ok).toBe(false);
  });

  it('an amount above the minimum passes', () => {
    expect(checkBasketSellAmount(dec('10.01'), dec('10'), EUR)).toEqual({ ok: true, value: dec('10.01') });
  });
});
