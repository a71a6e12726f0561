import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type SellAmountContext, sellThresholdCurrency, validateSellAmount } from '../../../domain/trade/sell-amount-validation';

const BTC = currencyCode('BTC');
const USD = currencyCode('USD');
const ETH = currencyCode('ETH');

const toCash = (from: string, to: string, extra: Partial<SellAmountContext> = {}): SellAmountContext => ({
  source: { currency: BTC, balance: dec('0.05'), lotSize: undefined },
  target: { currency: USD, isFiat: true },
  fromAmount: dec(from),
  toAmount: dec(to),
  limits: { min: dec('1'), max: dec('25000') },
  ...extra,
});

const codeOf = (context: SellAmountContext) => {
  const result = validateSellAmount(context);
  return result.ok ? undefined : result.error;
};

describe('coin sell amount validation (spec 000 §5)', () => {
  it('accepts an amount within the balance and the limits, and a zero amount', () => {
    expect(codeOf(toCash('0.01', '600'))).toBeUndefined();
    expect(codeOf(toCash('0.05', '3000'))).toBeUndefined();
    expect(codeOf(toCash('0', '0'))).toBeUndefined();
  });

  it('an amount above the wallet gives button_insufficient_balance before any limit', () => {
    expect(codeOf(toCash('0.05000001', '30000'))).toEqual({ code: 'button_insufficient_balance' });
  });

  it('checks the limits of a sale to cash against the proceeds, in the fiat', () => {
    expect(codeOf(toCash('0.00001', '0.99'))).toEqual({ code: 'web_trade_below_min_limit_label', min: dec('1'), currency: USD });
    expect(codeOf(toCash('0.05', '25000.01'))).toEqual({ code: 'web_trade_max_limit_label', max: dec('25000'), currency: USD });
  });

  it('checks the limits of a sale to another coin against the coins sold', () => {
    const context = toCash('0.00001', '0.0002', { target: { currency: ETH, isFiat: false }, limits: { min: dec('0.0001'), max: undefined } });
    expect(sellThresholdCurrency(context)).toBe(BTC);
    expect(codeOf(context)).toEqual({ code: 'web_trade_below_min_limit_label', min: dec('0.0001'), currency: BTC });
    expect(codeOf({ ...context, fromAmount: dec('0.0001') })).toBeUndefined();
  });

  it('refuses a lot of 10 or more that the integer part is not a multiple of, before the balance', () => {
    const doge = { currency: currencyCode('DOGE'), balance: dec('120'), lotSize: dec('10') };
    expect(codeOf(toCash('125', '10', { source: doge }))).toEqual({ code: 'amount_not_multiple_of_lot_size', lotSize: dec('10'), currency: 'DOGE' });
    expect(codeOf(toCash('130', '10', { source: doge }))).toEqual({ code: 'button_insufficient_balance' });
    expect(codeOf(toCash('120', '10', { source: doge }))).toBeUndefined();
  });

  it('without known limits only the balance is checked', () => {
    expect(codeOf(toCash('0.00000001', '0', { limits: undefined }))).toBeUndefined();
  });
});

describe('coin sell amount validation: proceeds of nothing', () => {
  it('coins whose proceeds round down to zero are below a positive minimum', () => {
    expect(codeOf(toCash('0.00000001', '0'))).toEqual({ code: 'web_trade_below_min_limit_label', min: dec('1'), currency: USD });
  });
});
