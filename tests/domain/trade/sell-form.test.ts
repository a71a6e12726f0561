import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import {
  initialSellForm,
  isFullSell,
  type SellFormEvent,
  type SellFormState,
  type SellSource,
  type SellTarget,
  stepSellForm,
} from '../../../domain/trade/sell-form';

const BTC: SellSource = { kind: 'coin', currency: currencyCode('BTC'), balance: dec('0.5'), decimals: 8 };
const BASKET: SellSource = { kind: 'basket', basketId: 'b-1', balance: dec('250') };
const USD_CASH: SellTarget = { id: 'fiat_wallet:USD', payMethod: 'fiat_wallet', currency: currencyCode('USD'), decimals: 2 };
const USDC: SellTarget = { id: 'crypto_wallet:USDC', payMethod: 'crypto_wallet', currency: currencyCode('USDC'), decimals: 6 };
const ETH: SellTarget = { id: 'crypto_wallet:ETH', payMethod: 'crypto_wallet', currency: currencyCode('ETH'), decimals: 8 };

const run = (events: readonly SellFormEvent[], from: SellFormState = initialSellForm()): SellFormState => events.reduce(stepSellForm, from);
const coinToCash = run([
  { type: 'select_source', source: BTC },
  { type: 'select_target', target: USD_CASH },
  { type: 'rate_changed', rate: dec('60000.5') },
]);

describe('sell form (spec 000 §4)', () => {
  it('entering the coin amount recalculates the fiat side, rounded down', () => {
    const state = stepSellForm(coinToCash, { type: 'enter_amount', side: 'from', amount: dec('0.12345678') });
    expect(state.fromAmount.toFixed()).toBe('0.12345678');
    expect(state.toAmount.toFixed()).toBe('7407.46'); // 7407.46852839 rounded down
  });

  it('entering the fiat amount recalculates the coin side, rounded down to the coin precision', () => {
    const state = stepSellForm(coinToCash, { type: 'enter_amount', side: 'to', amount: dec('100') });
    expect(state.toAmount.toFixed()).toBe('100');
    expect(state.fromAmount.toFixed()).toBe('0.00166665'); // 0.001666652777... rounded down
  });

  it('a new rate recalculates the other side from the side typed', () => {
    const typed = stepSellForm(coinToCash, { type: 'enter_amount', side: 'to', amount: dec('100') });
    const state = stepSellForm(typed, { type: 'rate_changed', rate: dec('50000') });
    expect(state.toAmount.toFixed()).toBe('100');
    expect(state.fromAmount.toFixed()).toBe('0.002');
  });

  it('without a rate the other side is 0', () => {
    const state = run([
      { type: 'select_source', source: BTC },
      { type: 'select_target', target: USD_CASH },
      { type: 'enter_amount', side: 'from', amount: dec('0.1') },
    ]);
    expect(state.fromAmount.toFixed()).toBe('0.1');
    expect(state.toAmount.isZero()).toBe(true);
  });

  it('switching asset type resets the target to the first crypto-wallet option', () => {
    const state = stepSellForm(coinToCash, { type: 'switch_asset_type', assetType: 'basket', targetOptions: [USD_CASH, USDC, ETH] });
    expect(state.assetType).toBe('basket');
    expect(state.target).toEqual(USDC);
    expect(state.source).toBeUndefined();
  });

  it('switching asset type with no crypto-wallet option leaves no target', () => {
    const state = stepSellForm(coinToCash, { type: 'switch_asset_type', assetType: 'basket', targetOptions: [USD_CASH] });
    expect(state.target).toBeUndefined();
  });

  it('switching to the asset type already shown changes nothing', () => {
    expect(stepSellForm(coinToCash, { type: 'switch_asset_type', assetType: 'coin', targetOptions: [USDC] })).toBe(coinToCash);
  });

  it('selecting a basket resets its sell percentage to 100', () => {
    const state = run([
      { type: 'switch_asset_type', assetType: 'basket', targetOptions: [USDC] },
      { type: 'set_basket_percentage', value: '25' },
      { type: 'select_source', source: BASKET },
    ]);
    expect(state.basketPercentage).toBe('100');
  });

  it('a basket source ignores typed amounts (it sells by percentage)', () => {
    const basketForm = run([
      { type: 'switch_asset_type', assetType: 'basket', targetOptions: [USDC] },
      { type: 'select_source', source: BASKET },
    ]);
    expect(stepSellForm(basketForm, { type: 'enter_amount', side: 'from', amount: dec('3') })).toBe(basketForm);
  });

  it('after a full sell outside a modal the selection clears', () => {
    const full = stepSellForm(coinToCash, { type: 'enter_amount', side: 'from', amount: dec('0.5') });
    expect(isFullSell(full)).toBe(true);
    const state = stepSellForm(full, { type: 'sell_completed', inModal: false });
    expect(state.source).toBeUndefined();
    expect(state.fromAmount.isZero()).toBe(true);
  });

  it('after a full sell inside a modal the selection stays', () => {
    const full = stepSellForm(coinToCash, { type: 'enter_amount', side: 'from', amount: dec('0.5') });
    expect(stepSellForm(full, { type: 'sell_completed', inModal: true }).source).toEqual(BTC);
  });

  it('after a partial sell the selection stays and the amounts clear', () => {
    const partial = stepSellForm(coinToCash, { type: 'enter_amount', side: 'from', amount: dec('0.1') });
    const state = stepSellForm(partial, { type: 'sell_completed', inModal: false });
    expect(state.source).toEqual(BTC);
    expect(state.fromAmount.isZero() && state.toAmount.isZero()).toBe(true);
  });

  it('a basket sold at 100 % is a full sell; below is not', () => {
    const basketForm = run([
      { type: 'switch_asset_type', assetType: 'basket', targetOptions: [USDC] },
      { type: 'select_source', source: BASKET },
    ]);
    expect(isFullSell(basketForm)).toBe(true);
    expect(isFullSell(stepSellForm(basketForm, { type: 'set_basket_percentage', value: '99.99' }))).toBe(false);
    expect(stepSellForm(basketForm, { type: 'sell_completed', inModal: false }).source).toBeUndefined();
  });

  it('a coin with a zero balance is never a full sell', () => {
    const empty = run([{ type: 'select_source', source: { ...BTC, balance: dec('0') } }]);
    expect(isFullSell(empty)).toBe(false);
  });

  it('entering the fiat amount rounds the coin side down to whole lots when the coin has a lot size', () => {
    const shib: SellSource = { kind: 'coin', currency: currencyCode('SHIB'), balance: dec('1000000'), decimals: 0, lotSize: dec('100') };
    const state = run([
      { type: 'select_source', source: shib },
      { type: 'select_target', target: USD_CASH },
      { type: 'rate_changed', rate: dec('0.00002') },
      { type: 'enter_amount', side: 'to', amount: dec('1.25') },
    ]);
    expect(state.fromAmount.toFixed()).toBe('62500'); // 62500 exactly: a whole number of lots
    const odd = stepSellForm(state, { type: 'enter_amount', side: 'to', amount: dec('1.259') });
    expect(odd.fromAmount.toFixed()).toBe('62900'); // 62950 rounded down to 100s
  });
});
