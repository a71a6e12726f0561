import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { type BuyAmountContext, type BuyReadiness, canBuyCoin, validateBuyAmount } from '../../../domain/trade/buy-amount-validation';

const USD = currencyCode('USD');
const context = (overrides: Partial<Record<'available' | 'min' | 'max', string>> = {}): BuyAmountContext => ({
  currency: USD,
  available: overrides.available === undefined ? undefined : dec(overrides.available),
  minThreshold: overrides.min === undefined ? undefined : dec(overrides.min),
  maxThreshold: overrides.max === undefined ? undefined : dec(overrides.max),
});
const codeOf = (amount: string, ctx: BuyAmountContext): string | undefined => {
  const result = validateBuyAmount(dec(amount), ctx);
  return result.ok ? undefined : result.error.code;
};

describe('validateBuyAmount', () => {
  it('accepts an amount within balance, minimum and maximum and returns it', () => {
    const result = validateBuyAmount(dec('50'), context({ available: '100', min: '10', max: '1000' }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.toFixed()).toBe('50');
  });

  it('an amount above the wallet balance is button_insufficient_balance', () => {
    expect(codeOf('100.01', context({ available: '100' }))).toBe('button_insufficient_balance');
    expect(ErrorCode.insufficientBalance).toBe('button_insufficient_balance');
  });

  it('an amount equal to the wallet balance is fine', () => {
    expect(codeOf('100', context({ available: '100' }))).toBeUndefined();
  });

  it('insufficient balance is checked first, before the minimum', () => {
    expect(codeOf('5', context({ available: '1', min: '10' }))).toBe('button_insufficient_balance');
  });

  it('insufficient balance is checked first, before the maximum', () => {
    expect(codeOf('5000', context({ available: '100', max: '1000' }))).toBe('button_insufficient_balance');
  });

  it('an amount below the minimum is web_trade_below_min_limit_label with the minimum and currency', () => {
    const result = validateBuyAmount(dec('9.99'), context({ available: '100', min: '10' }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('web_trade_below_min_limit_label');
      if (result.error.code === ErrorCode.belowMinLimit) {
        expect(result.error.min.toFixed()).toBe('10');
        expect(result.error.currency).toBe('USD');
      }
    }
  });

  it('an amount equal to the minimum is fine', () => {
    expect(codeOf('10', context({ min: '10' }))).toBeUndefined();
  });

  it('an amount above the maximum is web_trade_max_limit_label with the maximum and currency', () => {
    const result = validateBuyAmount(dec('1000.01'), context({ max: '1000' }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('web_trade_max_limit_label');
      if (result.error.code === ErrorCode.aboveMaxLimit) {
        expect(result.error.max.toFixed()).toBe('1000');
        expect(result.error.currency).toBe('USD');
      }
    }
  });

  it('an amount equal to the maximum is fine', () => {
    expect(codeOf('1000', context({ max: '1000' }))).toBeUndefined();
  });

  it('zero is not an error, whatever the balance and limits', () => {
    expect(codeOf('0', context({ available: '0', min: '10', max: '1000' }))).toBeUndefined();
    expect(codeOf('0.00', context({ min: '10' }))).toBeUndefined();
  });

  it('without a balance (card payments) only the limits apply', () => {
    expect(codeOf('1000000', context({}))).toBeUndefined();
    expect(codeOf('1', context({ min: '10' }))).toBe('web_trade_below_min_limit_label');
  });

  it('an empty wallet refuses any positive amount as insufficient balance', () => {
    expect(codeOf('0.01', context({ available: '0' }))).toBe('button_insufficient_balance');
  });
});

describe('canBuyCoin', () => {
  const ready: BuyReadiness = { hasSource: true, hasTarget: true, hasPaymentOption: true, amount: dec('10'), hasError: false };

  it('is true when source, target and payment option are there, the amount is positive and there is no error', () => {
    expect(canBuyCoin(ready)).toBe(true);
  });

  it('is false without a source', () => expect(canBuyCoin({ ...ready, hasSource: false })).toBe(false));
  it('is false without a target', () => expect(canBuyCoin({ ...ready, hasTarget: false })).toBe(false));
  it('is false without a payment option', () => expect(canBuyCoin({ ...ready, hasPaymentOption: false })).toBe(false));
  it('is false with an error', () => expect(canBuyCoin({ ...ready, hasError: true })).toBe(false));

  it('is false for an amount of 0 or less', () => {
    expect(canBuyCoin({ ...ready, amount: dec('0') })).toBe(false);
    expect(canBuyCoin({ ...ready, amount: dec('-0') })).toBe(false);
    expect(canBuyCoin({ ...ready, amount: dec('-1') })).toBe(false);
  });

  it('is true for the smallest positive amount', () => {
    expect(canBuyCoin({ ...ready, amount: dec('0.00000001') })).toBe(true);
  });

  it('truth table: only the one row with every condition met can buy', () => {
    const flags = [false, true];
    const amounts = ['-1', '0', '1'];
    let rowsThatCanBuy = 0;
    for (const hasSource of flags)
      for (const hasTarget of flags)
        for (const hasPaymentOption of flags)
          for (const hasError of flags)
            for (const amount of amounts) {
              const expected = hasSource && hasTarget && hasPaymentOption && !hasError && amount === '1';
              const actual = canBuyCoin({ hasSource, hasTarget, hasPaymentOption, hasError, amount: dec(amount) });
              expect(actual, JSON.stringify({ hasSource, hasTarget, hasPaymentOption, hasError, amount })).toBe(expected);
              if (actual) rowsThatCanBuy += 1;
            }
    expect(rowsThatCanBuy).toBe(1);
  });
});
