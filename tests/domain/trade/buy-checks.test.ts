import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type BuyCheckInput, canPressBuy, checkBuy } from '../../../domain/trade/buy-checks';

const USD = currencyCode('USD');
const BTC = currencyCode('BTC');
const limit = { currentAmount: dec('900'), limitAmount: dec('1000'), currency: USD };
const BASE: BuyCheckInput = {
  entry: 'source',
  entered: dec('100'),
  sourceAmount: dec('100'),
  sourceCurrency: USD,
  targetCurrency: BTC,
  method: 'fiat_wallet',
  wallet: { available: dec('1000'), transactable: undefined },
  threshold: { min: dec('1'), max: dec('25000') },
  lotSize: undefined,
  weeklyLimits: { creditCard: limit, applePay: limit },
};

describe('checkBuy (spec 000 §5)', () => {
  it('passes an amount within the balance, thresholds and limits; zero is no error', () => {
    expect(checkBuy(BASE)).toBeUndefined();
    expect(checkBuy({ ...BASE, entered: dec('0'), sourceAmount: dec('0') })).toBeUndefined();
  });

  it('a wallet buy checks the transactable amount first, then the wallet', () => {
    expect(checkBuy({ ...BASE, wallet: { available: dec('1000'), transactable: dec('99.99') } })).toEqual({ code: 'button_insufficient_balance' });
    expect(checkBuy({ ...BASE, sourceAmount: dec('1000.01') })).toEqual({ code: 'button_insufficient_balance' });
  });

  it('below the minimum and above the maximum give their messages with the limit', () => {
    expect(checkBuy({ ...BASE, sourceAmount: dec('0.99') })).toEqual({ code: 'web_trade_below_min_limit_label', min: dec('1'), currency: USD });
    expect(checkBuy({ ...BASE, wallet: undefined, sourceAmount: dec('25000.01') })).toEqual({
      code: 'web_trade_max_limit_label',
      max: dec('25000'),
      currency: USD,
    });
  });

  it('card, Apple Pay and Google Pay check the weekly limit; reaching it exactly is allowed', () => {
    const card = { ...BASE, wallet: undefined, method: 'credit_card' as const };
    expect(checkBuy(card)).toBeUndefined();
    expect(checkBuy({ ...card, sourceAmount: dec('100.01') })).toMatchObject({ code: 'credit_card_weekly_limit_exceeded', remaining: dec('100') });
    expect(checkBuy({ ...card, method: 'apple_pay', sourceAmount: dec('100.01') })).toMatchObject({ code: 'apple_pay_weekly_limit_exceeded' });
    expect(checkBuy({ ...card, method: 'google_pay', sourceAmount: dec('100.01') })).toMatchObject({ code: 'google_pay_weekly_limit_exceeded' });
  });

  it('a weekly limit kept in another currency than the one paid is not compared', () => {
    const gbp = { ...limit, currency: currencyCode('GBP') };
    expect(
      checkBuy({ ...BASE, wallet: undefined, method: 'credit_card', sourceAmount: dec('5000'), weeklyLimits: { creditCard: gbp, applePay: gbp } }),
    ).toBeUndefined();
  });

  it('coins typed with a lot of 10 or more must be whole lots; a lot below 10 is rounded instead', () => {
    const coins = { ...BASE, entry: 'target' as const, entered: dec('150'), lotSize: dec('100') };
    expect(checkBuy(coins)).toEqual({ code: 'amount_not_multiple_of_lot_size', lotSize: dec('100'), currency: BTC });
    expect(checkBuy({ ...coins, entered: dec('200') })).toBeUndefined();
    expect(checkBuy({ ...coins, entered: dec('0.0015'), lotSize: dec('0.001') })).toBeUndefined();
  });

  it('coins that cost less than a cent are below the minimum', () => {
    expect(checkBuy({ ...BASE, entry: 'target', entered: dec('0.00000001'), sourceAmount: dec('0') })).toMatchObject({
      code: 'web_trade_below_min_limit_label',
    });
  });

  it('without a rate the payment for coins is unknown: only the lot rule applies', () => {
    expect(checkBuy({ ...BASE, entry: 'target', entered: dec('5'), sourceAmount: undefined })).toBeUndefined();
  });
});

describe('canPressBuy (spec 000 §5 "coin buy disabled when ...")', () => {
  const ready = { hasCoin: true, hasPayment: true, entered: dec('10'), error: undefined, rateMissing: false };
  it('is enabled only with a coin, a payment, a positive amount, no error and a rate', () => {
    expect(canPressBuy(ready)).toBe(true);
    expect(canPressBuy({ ...ready, hasCoin: false })).toBe(false);
    expect(canPressBuy({ ...ready, hasPayment: false })).toBe(false);
    expect(canPressBuy({ ...ready, entered: dec('0') })).toBe(false);
    expect(canPressBuy({ ...ready, error: { code: 'button_insufficient_balance' } })).toBe(false);
    expect(canPressBuy({ ...ready, rateMissing: true })).toBe(false);
  });
});
