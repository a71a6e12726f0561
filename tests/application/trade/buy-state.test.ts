import { describe, expect, it } from 'vitest';
import { type BuyInputs, INITIAL_BUY_INPUTS } from '../../../application/trade/buy-inputs';
import { deriveBuyState } from '../../../application/trade/buy-state';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import type { LiveRates } from '../../../domain/rates/live-rates';

const USD = currencyCode('USD');
const BTC = { symbol: currencyCode('BTC'), name: 'Bitcoin', maxFraction: 8 };
const ETH = { symbol: currencyCode('ETH'), name: 'Ethereum', maxFraction: 8 };
const RATE: LiveRates = {
  fromCurrency: USD,
  toCurrency: BTC.symbol,
  keyCurrency: BTC.symbol,
  lotSize: undefined,
  threshold: { min: dec('1'), max: dec('500') },
  rates: [
    { inputCurrency: USD, tiers: [{ amount: dec('0'), rate: dec('30000') }] },
    { inputCurrency: BTC.symbol, tiers: [{ amount: dec('0'), rate: dec('30000') }] },
  ],
};
const VISA = {
  id: 'card-1',
  brand: 'visa' as const,
  maskedCardNumber: '**** 4242',
  currency: USD,
  funding: 'credit' as const,
  isExpired: false,
  isSGIssueCard: false,
};
const DEBIT = { ...VISA, id: 'card-2', brand: 'mastercard' as const, maskedCardNumber: '**** 5454', funding: 'debit' as const };
const READY: BuyInputs = {
  ...INITIAL_BUY_INPUTS,
  coins: [BTC, ETH],
  coin: BTC,
  rate: RATE,
  profile: { ...INITIAL_BUY_INPUTS.profile, loading: false, config: { applePayEnabled: true, googlePayEnabled: false, creditCardEnabled: true } },
  sources: {
    ...INITIAL_BUY_INPUTS.sources,
    fiatWallets: [{ currency: USD, amount: dec('1000'), state: 'created' }],
    coinWallets: [
      { currency: ETH.symbol, available: dec('2') },
      { currency: BTC.symbol, available: dec('1') },
    ],
    weeklyLimits: { creditCard: { currentAmount: dec('900'), limitAmount: dec('1000'), currency: USD }, applePay: undefined },
  },
  sourcesLoaded: true,
  amountText: '100',
};

describe('deriveBuyState', () => {
  it('preselects the first selectable cash option and can buy with a coin, a rate and a positive amount', () => {
    const state = deriveBuyState(READY);
    expect(state.payment?.id).toBe('fiat_wallet:USD');
    expect(state.canBuy).toBe(true);
    expect(state.entered.toFixed()).toBe('100');
    expect(state.amounts.target?.toFixed()).toBe('0.00333333');
    expect(state.pair?.source).toEqual({ currency: USD, decimals: 2 });
  });

  it.each([
    ['no coin', { coin: undefined }],
    ['no rate', { rate: undefined }],
    ['zero amount', { amountText: '0' }],
    ['empty amount', { amountText: '' }],
    ['a card-scheme check running', { checking: true }],
  ])('cannot buy with %s', (_, change) => {
    expect(deriveBuyState({ ...READY, ...change }).canBuy).toBe(false);
  });

  it('ignores live rates of another pair (the rate of the previous coin or payment)', () => {
    const state = deriveBuyState({ ...READY, coin: ETH });
    expect(state.pairRate).toBeUndefined();
    expect(state.canBuy).toBe(false);
  });

  it('checks the amount against the wallet first, then the thresholds', () => {
    expect(deriveBuyState({ ...READY, amountText: '1000.01' }).error).toEqual({ code: 'button_insufficient_balance' });
    expect(deriveBuyState({ ...READY, amountText: '0.5' }).error).toMatchObject({ code: 'web_trade_below_min_limit_label' });
    expect(deriveBuyState({ ...READY, amountText: '500.01' }).error).toMatchObject({ code: 'web_trade_max_limit_label' });
    expect(deriveBuyState({ ...READY, amountText: '500.01' }).canBuy).toBe(false);
  });

  it('checks the transactable amount of the pair before the wallet balance', () => {
    const state = deriveBuyState({ ...READY, transactable: { pair: 'USD/BTC', amount: dec('50') } });
    expect(state.error).toEqual({ code: 'button_insufficient_balance' });
    expect(deriveBuyState({ ...READY, transactable: { pair: 'USD/ETH', amount: dec('50') } }).error).toBeUndefined();
  });

  it('a card past its weekly limit gets the card weekly-limit message with what is left; reaching it exactly is allowed', () => {
    const state = deriveBuyState({
      ...READY,
      amountText: '100.01',
      sources: { ...READY.sources, savedCards: [VISA] },
      chosen: { cash: VISA.id, crypto: undefined },
    });
    expect(state.payment?.id).toBe(VISA.id);
    expect(state.error).toMatchObject({ code: 'credit_card_weekly_limit_exceeded' });
    expect(state.error && 'remaining' in state.error ? state.error.remaining.toFixed() : undefined).toBe('100');
    expect(
      deriveBuyState({ ...READY, amountText: '100', sources: { ...READY.sources, savedCards: [VISA] }, chosen: { cash: VISA.id, crypto: undefined } }).canBuy,
    ).toBe(true);
  });

  it('estimates the card processing fee on top of the trading fee for a card, not for a wallet', () => {
    const card = deriveBuyState({
      ...READY,
      amountText: '50',
      sources: { ...READY.sources, savedCards: [VISA] },
      chosen: { cash: VISA.id, crypto: undefined },
    });
    expect(card.feeEstimate?.processing?.actualAmount.toFixed(2)).toBe('2.00');
    expect(deriveBuyState(READY).feeEstimate?.processing).toBeUndefined();
  });

  it('only credit cards are deletable, debit cards are not', () => {
    const state = deriveBuyState({ ...READY, sources: { ...READY.sources, savedCards: [VISA, DEBIT] } });
    expect([...state.deletableIds]).toEqual([VISA.id]);
  });

  it('the crypto tab lists the coins held except the one being bought, and pays in that coin', () => {
    const state = deriveBuyState({ ...READY, tab: 'crypto', rate: { ...RATE, fromCurrency: ETH.symbol, rates: [] } });
    expect(state.cryptoOptions.map((o) => o.id)).toEqual(['crypto_wallet:ETH']);
    expect(state.payment?.id).toBe('crypto_wallet:ETH');
    expect(state.pair?.source).toEqual({ currency: ETH.symbol, decimals: 8 });
    expect(state.sourceIsCoin).toBe(true);
  });

  it('hides the level-up banner for Prime regular users and shows the upsell to others', () => {
    const fees = { ...READY.fees, loading: false };
    expect(deriveBuyState({ ...READY, fees }).banner).toEqual({ kind: 'upsell' });
    expect(deriveBuyState({ ...READY, fees, profile: { ...READY.profile, isPrimeRegular: true } }).banner).toEqual({ kind: 'hidden' });
    expect(deriveBuyState(READY).banner).toEqual({ kind: 'hidden' });
  });
});
