import { describe, expect, it } from 'vitest';
import { deriveBuyState, INITIAL_BUY_INPUTS } from '../../../application/trade/buy-state';
import { walletOption } from '../../../domain/payment/payment-option';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type LiveRates } from '../../../domain/rates/live-rates';

const BTC = { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 };
const USD_WALLET = walletOption({ currency: currencyCode('USD'), amount: dec('1000'), state: 'created' });
const USD = currencyCode('USD');
const RATE: LiveRates = {
  fromCurrency: USD,
  toCurrency: BTC.symbol,
  keyCurrency: BTC.symbol,
  lotSize: undefined,
  threshold: { min: dec('1'), max: dec('500') },
  rates: [{ inputCurrency: USD, tiers: [{ amount: dec('0'), rate: dec('30000') }] }],
};
const READY = { ...INITIAL_BUY_INPUTS, coins: [BTC], coin: BTC, rate: RATE, paymentOptions: [USD_WALLET], paymentId: USD_WALLET.id, amountText: '100' };

describe('deriveBuyState', () => {
  it('can buy with a coin, a rate, a selectable payment and a positive amount', () => {
    const state = deriveBuyState(READY);
    expect(state.canBuy).toBe(true);
    expect(state.amount.toFixed()).toBe('100');
    expect(state.payment).toBe(USD_WALLET);
    expect(state.approxCoinAmount?.toFixed()).toBe('0.00333333');
  });

  it.each([
    ['no coin', { coin: undefined }],
    ['no rate', { rate: undefined }],
    ['no payment', { paymentId: undefined }],
    ['zero amount', { amountText: '0' }],
    ['empty amount', { amountText: '' }],
  ])('cannot buy with %s', (_, change) => {
    expect(deriveBuyState({ ...READY, ...change }).canBuy).toBe(false);
  });

  it('a chosen payment option that is not selectable counts as no payment', () => {
    const empty = walletOption({ currency: currencyCode('USD'), amount: dec('0'), state: 'created' });
    const state = deriveBuyState({ ...READY, paymentOptions: [empty], paymentId: empty.id });
    expect(state.payment).toBeUndefined();
    expect(state.canBuy).toBe(false);
  });

  it('checks the amount against the wallet first, then the thresholds', () => {
    expect(deriveBuyState({ ...READY, amountText: '1000.01' }).amountError).toEqual({ code: 'button_insufficient_balance' });
    expect(deriveBuyState({ ...READY, amountText: '0.5' }).amountError).toMatchObject({ code: 'web_trade_below_min_limit_label' });
    expect(deriveBuyState({ ...READY, amountText: '500.01' }).amountError).toMatchObject({ code: 'web_trade_max_limit_label' });
    expect(deriveBuyState({ ...READY, amountText: '500.01' }).canBuy).toBe(false);
  });
});
