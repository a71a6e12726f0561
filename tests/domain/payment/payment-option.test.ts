import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import {
  ADD_CARD_OPTION_ID,
  cardOption,
  cashOptions,
  type CashOptionsInput,
  cryptoWalletOptions,
  defaultSelectedId,
  walletOption,
} from '../../../domain/payment/payment-option';
import type { SavedCard } from '../../../domain/payment/saved-card';
import type { FiatWallet } from '../../../domain/payment/fiat-wallet';

const USD = currencyCode('USD');
const EUR = currencyCode('EUR');
const card = (overrides: Partial<SavedCard> = {}): SavedCard => ({
  id: 'card-1',
  brand: 'visa',
  maskedCardNumber: '**** 4242',
  currency: USD,
  funding: 'credit',
  isExpired: false,
  isSGIssueCard: false,
  ...overrides,
});
const wallet = (amount: string, state = 'created', currency = USD): FiatWallet => ({ currency, amount: dec(amount), state });

const input: CashOptionsInput = {
  savedCards: [card()],
  fiatWallets: [wallet('50')],
  paymentCurrency: USD,
  config: { applePayEnabled: true, googlePayEnabled: true, creditCardEnabled: true },
  applePay: { isSecureContext: true, canMakePayments: true },
  googlePay: { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false },
  currencyAccess: { blockedForEntity: new Set(), supportedOnWeb: new Set([USD, EUR]), isInternalTester: false },
  selectedId: undefined,
};
const methods = (i: CashOptionsInput): string[] => cashOptions(i).map((o) => o.id);

describe('payment options (spec 000 §2, §3, §5)', () => {
  it('list saved cards, wallets, Apple Pay, Google Pay, then Add card', () => {
    expect(methods(input)).toEqual(['card-1', 'fiat_wallet:USD', 'apple_pay', 'google_pay', ADD_CARD_OPTION_ID]);
  });

  it('a saved card option carries id, title, brand, masked number, pay method and currency', () => {
    expect(cardOption(card())).toMatchObject({
      id: 'card-1',
      title: 'Visa',
      brand: 'visa',
      maskedCardNumber: '**** 4242',
      subTitle: '**** 4242',
      payMethod: 'credit_card',
      currency: USD,
      canSelect: true,
      isExpired: false,
      isSGIssueCard: false,
      needAddCard: false,
      message: undefined,
    });
  });

  it('an expired card is shown but not selectable, with its message', () => {
    const option = cardOption(card({ isExpired: true }));
    expect(option).toMatchObject({ canSelect: false, isExpired: true, message: ErrorCode.paymentCardExpired, forceDisplaySubTitle: true });
  });

  it('a rejected Singapore-issued card is shown but not selectable, with its message', () => {
    const option = cardOption(card({ isSGIssueCard: true }));
    expect(option).toMatchObject({
      canSelect: false,
      isSGIssueCard: true,
      message: 'sg_credit_card_no_longer_available_tips',
      forceDisplaySubTitle: true,
    });
  });

  it('an expired Singapore-issued card reports the expiry', () => {
    expect(cardOption(card({ isExpired: true, isSGIssueCard: true })).message).toBe(ErrorCode.paymentCardExpired);
  });

  it('a PayPal account is listed as a credit_card option of brand pay_pal', () => {
    expect(cardOption(card({ brand: 'pay_pal' }))).toMatchObject({ title: 'PayPal', payMethod: 'credit_card', brand: 'pay_pal' });
  });

  it('a wallet option is selectable when set up with a balance, else asks for setup or a deposit', () => {
    expect(walletOption(wallet('50'))).toMatchObject({ payMethod: 'fiat_wallet', canSelect: true, needDeposit: false, needSetUpWallet: false });
    expect(walletOption(wallet('0'))).toMatchObject({ canSelect: false, needDeposit: true, needSetUpWallet: false });
    expect(walletOption(wallet('0', 'pending'))).toMatchObject({ canSelect: false, needDeposit: false, needSetUpWallet: true });
    expect(walletOption(wallet('50')).balance?.toFixed()).toBe('50');
  });

  it('with credit_card_enabled off there are no cards and no Add card entry', () => {
    const off = { ...input, config: { ...input.config, creditCardEnabled: false } };
    expect(methods(off)).toEqual(['fiat_wallet:USD', 'apple_pay', 'google_pay']);
  });

  it('without a saved card only the Add card entry stands for cards, and it is not selectable', () => {
    const options = cashOptions({ ...input, savedCards: [] });
    const addCard = options.find((o) => o.id === ADD_CARD_OPTION_ID);
    expect(options.filter((o) => o.payMethod === 'credit_card')).toHaveLength(1);
    expect(addCard).toMatchObject({ needAddCard: true, canSelect: false, payMethod: 'credit_card' });
  });

  it('Apple Pay and Google Pay are left out when unavailable', () => {
    const none = {
      ...input,
      applePay: { ...input.applePay, isSecureContext: false },
      googlePay: { ...input.googlePay, isEdge: true },
    };
    expect(methods(none)).toEqual(['card-1', 'fiat_wallet:USD', ADD_CARD_OPTION_ID]);
  });

  it('options in a currency blocked for the user entity are hidden', () => {
    const blocked = { ...input, fiatWallets: [wallet('50'), wallet('10', 'created', EUR)] };
    expect(methods({ ...blocked, currencyAccess: { ...input.currencyAccess, blockedForEntity: new Set([EUR]) } })).toEqual([
      'card-1',
      'fiat_wallet:USD',
      'apple_pay',
      'google_pay',
      ADD_CARD_OPTION_ID,
    ]);
  });

  it('a payment currency unsupported on the web hides cards, Apple Pay, Google Pay and Add card', () => {
    const access = { ...input.currencyAccess, supportedOnWeb: new Set([EUR]) };
    expect(methods({ ...input, fiatWallets: [wallet('10', 'created', EUR)], currencyAccess: access })).toEqual(['fiat_wallet:EUR']);
  });

  it('internal testers see options in blocked or unsupported currencies', () => {
    const access = { blockedForEntity: new Set([USD]), supportedOnWeb: new Set<typeof USD>(), isInternalTester: true };
    expect(methods({ ...input, currencyAccess: access })).toEqual(methods(input));
  });

  it('only the selected, selectable option is marked selected', () => {
    expect(
      cashOptions({ ...input, selectedId: 'fiat_wallet:USD' })
        .filter((o) => o.isSelected)
        .map((o) => o.id),
    ).toEqual(['fiat_wallet:USD']);
    const expired = { ...input, savedCards: [card({ isExpired: true })], selectedId: 'card-1' };
    expect(cashOptions(expired).some((o) => o.isSelected)).toBe(false);
  });

  it('the default selection is the selected option, else the first selectable one', () => {
    expect(defaultSelectedId(cashOptions({ ...input, selectedId: 'apple_pay' }))).toBe('apple_pay');
    expect(defaultSelectedId(cashOptions({ ...input, savedCards: [card({ isExpired: true })] }))).toBe('fiat_wallet:USD');
    expect(defaultSelectedId([])).toBeUndefined();
  });

  it('the crypto tab lists coin wallets, selectable with a balance above 0', () => {
    const options = cryptoWalletOptions(
      [
        { currency: currencyCode('BTC'), available: dec('0.1') },
        { currency: currencyCode('ETH'), available: dec('0') },
      ],
      'crypto_wallet:BTC',
    );
    expect(options.map((o) => [o.id, o.payMethod, o.canSelect, o.isSelected])).toEqual([
      ['crypto_wallet:BTC', 'crypto_wallet', true, true],
      ['crypto_wallet:ETH', 'crypto_wallet', false, false],
    ]);
  });
});
