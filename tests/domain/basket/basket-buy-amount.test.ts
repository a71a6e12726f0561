import { describe, expect, it } from 'vitest';
import { knownPerUsd, serverBelowMinimum, validateBasketBuyAmount } from '../../../domain/basket/basket-buy-amount';
import type { BasketMinimums } from '../../../domain/basket/basket-minimums';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const minimums: BasketMinimums = { trading: { plain: dec('10'), withBuffer: dec('10.50') }, selling: { plain: dec('5'), withBuffer: dec('5.25') } };
const context = { currency: USD, minimums, perUsd: dec('1'), available: dec('100') };

describe('validateBasketBuyAmount', () => {
  it('an empty or zero amount is no error', () => {
    expect(validateBasketBuyAmount(dec('0'), context).ok).toBe(true);
  });

  it('more than the cash account holds is insufficient balance, checked before the minimum', () => {
    expect(validateBasketBuyAmount(dec('100.01'), context)).toEqual({ ok: false, error: { code: ErrorCode.insufficientBalance } });
    expect(validateBasketBuyAmount(dec('100.01'), { ...context, minimums: { ...minimums, trading: { plain: dec('200'), withBuffer: dec('210') } } })).toEqual({
      ok: false,
      error: { code: ErrorCode.insufficientBalance },
    });
  });

  it('below the minimum with its buffer is below minimum, with that minimum; the minimum itself passes', () => {
    expect(validateBasketBuyAmount(dec('10.49'), context)).toEqual({
      ok: false,
      error: { code: ErrorCode.basketBelowMinimum, minimum: dec('10.50'), currency: USD },
    });
    expect(validateBasketBuyAmount(dec('10.50'), context).ok).toBe(true);
  });

  it('converts the USD minimum up to the currency paid', () => {
    const gbp = currencyCode('GBP');
    // 10.50 USD x 0.7901 = 8.29605 GBP, rounded up: 8.30.
    const context = { currency: gbp, minimums, perUsd: dec('0.7901'), available: undefined };
    expect(validateBasketBuyAmount(dec('8.29'), context)).toEqual({
      ok: false,
      error: { code: ErrorCode.basketBelowMinimum, minimum: dec('8.30'), currency: gbp },
    });
    expect(validateBasketBuyAmount(dec('8.30'), context).ok).toBe(true);
  });

  it('cards have no balance to check, and an unknown rate leaves the minimum to the server', () => {
    expect(validateBasketBuyAmount(dec('5000'), { ...context, available: undefined }).ok).toBe(true);
    expect(validateBasketBuyAmount(dec('1'), { ...context, perUsd: undefined }).ok).toBe(true);
  });

  it('the client knows the USD rate of USD only', () => {
    expect(knownPerUsd(USD)?.toString()).toBe('1');
    expect(knownPerUsd(currencyCode('GBP'))).toBeUndefined();
  });
});

describe('serverBelowMinimum', () => {
  it('reads the minimum the server states', () => {
    expect(serverBelowMinimum(ErrorCode.basketBelowMinimum, { minimum: '26.25', currency: 'USD' })).toEqual({
      code: ErrorCode.basketBelowMinimum,
      minimum: dec('26.25'),
      currency: USD,
    });
  });

  it('ignores other codes and malformed minimums', () => {
    expect(serverBelowMinimum('not_enough_balance', { minimum: '1', currency: 'USD' })).toBeUndefined();
    expect(serverBelowMinimum(ErrorCode.basketBelowMinimum, { minimum: 'ten', currency: 'USD' })).toBeUndefined();
    expect(serverBelowMinimum(ErrorCode.basketBelowMinimum, {})).toBeUndefined();
  });
});
