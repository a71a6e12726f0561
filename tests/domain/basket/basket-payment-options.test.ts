import { describe, expect, it } from 'vitest';
import { basketPaymentOptions, type BasketPayMethod, type BasketPaymentContext } from '../../../domain/basket/basket-payment-options';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');
const blank = { cardId: undefined, brand: undefined, maskedCardNumber: undefined, balance: undefined, isExpired: false, isSGIssueCard: false };
const cash = (balance: string): BasketPayMethod => ({ ...blank, paymentMethod: 'fiat_wallet', currency: USD, balance: dec(balance) });
const card = (id: string, over: Partial<BasketPayMethod> = {}): BasketPayMethod => ({
  ...blank,
  paymentMethod: 'credit_card',
  currency: USD,
  cardId: id,
  brand: 'visa',
  maskedCardNumber: '**** 4242',
  ...over,
});
const wallets: BasketPayMethod[] = [
  { ...blank, paymentMethod: 'apple_pay', currency: USD },
  { ...blank, paymentMethod: 'google_pay', currency: USD },
];

const context: BasketPaymentContext = {
  config: { applePayEnabled: true, googlePayEnabled: true, creditCardEnabled: true },
  applePay: { isSecureContext: true, canMakePayments: true },
  googlePay: { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false },
  paymentCurrency: USD,
  selectedId: undefined,
};

describe('basketPaymentOptions', () => {
  it('lists cards, the cash account, Apple Pay and Google Pay, with no Add card entry; the first selectable is chosen', () => {
    const options = basketPaymentOptions([cash('500'), card('c1'), ...wallets], context);
    expect(options.map((o) => o.id)).toEqual(['c1', 'fiat_wallet:USD', 'apple_pay', 'google_pay']);
    expect(options.filter((o) => o.isSelected).map((o) => o.id)).toEqual(['c1']);
  });

  it('an expired or rejected Singapore card is listed but cannot be chosen; an empty cash account asks for a deposit', () => {
    const options = basketPaymentOptions([card('old', { isExpired: true }), card('sg', { isSGIssueCard: true }), cash('0')], { ...context, selectedId: 'old' });
    expect(options.map((o) => [o.id, o.canSelect, o.isSelected])).toEqual([
      ['old', false, false],
      ['sg', false, false],
      ['fiat_wallet:USD', false, false],
    ]);
    expect(options[2]?.needDeposit).toBe(true);
  });

  it('keeps the chosen option while it can be chosen', () => {
    const options = basketPaymentOptions([card('c1'), cash('20')], { ...context, selectedId: 'fiat_wallet:USD' });
    expect(options.find((o) => o.isSelected)?.id).toBe('fiat_wallet:USD');
  });

  it('Apple Pay and Google Pay need the exchange to list them, the configuration and the browser', () => {
    expect(basketPaymentOptions([cash('5')], context).map((o) => o.id)).toEqual(['fiat_wallet:USD']);
    const noApple = { ...context, applePay: { isSecureContext: true, canMakePayments: false } };
    expect(basketPaymentOptions(wallets, noApple).map((o) => o.id)).toEqual(['google_pay']);
    const cardsOff = { ...context, config: { ...context.config, creditCardEnabled: false } };
    expect(basketPaymentOptions([card('c1'), cash('5')], cardsOff).map((o) => o.id)).toEqual(['fiat_wallet:USD']);
  });
});
