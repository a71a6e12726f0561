import { describe, expect, it } from 'vitest';
import {
  BASKET_BUY_MINIMUM_HINT_USD,
  type BasketMinimums,
  checkBasketBuyAmountUsd,
  hintMinimumUsd,
  minimumInNative,
  validationMinimumUsd,
} from '../../../domain/basket/basket-minimums';
import { dec } from '../../../domain/money/decimal';

const minimums: BasketMinimums = {
  trading: { plain: dec('5'), withBuffer: dec('5.5') },
  selling: { plain: dec('10'), withBuffer: dec('11') },
};

describe('basket minimums (spec 000 §3, §5, §9)', () => {
  it('validation uses the with-buffer minimum for buy and sell', () => {
    expect(validationMinimumUsd(minimums, 'buy').toFixed()).toBe('5.5');
    expect(validationMinimumUsd(minimums, 'sell').toFixed()).toBe('11');
  });

  it('the hint shows the plain minimum', () => {
    expect(hintMinimumUsd(minimums, 'buy')?.toFixed()).toBe('5');
    expect(hintMinimumUsd(minimums, 'sell')?.toFixed()).toBe('10');
  });

  it('the buy hint falls back to the constant 6 without product config; sell has no hint then', () => {
    expect(BASKET_BUY_MINIMUM_HINT_USD.toFixed()).toBe('6');
    expect(hintMinimumUsd(undefined, 'buy')?.toFixed()).toBe('6');
    expect(hintMinimumUsd(undefined, 'sell')).toBeUndefined();
  });

  it('a buy below the with-buffer minimum gives below minimum with that minimum in USD', () => {
    expect(checkBasketBuyAmountUsd(dec('5.49'), minimums)).toEqual({
      ok: false,
      error: { code: 'basket_below_minimum', minimum: dec('5.5'), currency: 'USD' },
    });
  });

  it('a buy at the with-buffer minimum passes; between plain and buffered it does not', () => {
    expect(checkBasketBuyAmountUsd(dec('5.5'), minimums).ok).toBe(true);
    expect(checkBasketBuyAmountUsd(dec('5.2'), minimums).ok).toBe(false);
  });

  it('a USD minimum in the native currency is rounded up', () => {
    expect(minimumInNative(dec('11'), dec('0.923456'), 2).toFixed()).toBe('10.16'); // 10.158016
    expect(minimumInNative(dec('10'), dec('150.5'), 0).toFixed()).toBe('1505');
  });
});
