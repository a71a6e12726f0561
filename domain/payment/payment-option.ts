import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { canPayFromWallet, type FiatWallet, isWalletSetUp, needsDeposit } from './fiat-wallet';
import {
  type ApplePayEnvironment,
  type CurrencyAccess,
  type GooglePayEnvironment,
  isApplePayAvailable,
  isCurrencyPayable,
  isGooglePayAvailable,
  type PurchaseConfig,
} from './pay-method';
import type { PayMethod } from './pay-method';
import type { CardBrand, SavedCard } from './saved-card';

/** Why a listed option cannot be selected (spec 000 §5: expired card; rejected Singapore-issued card). */
export type PaymentOptionMessage = typeof ErrorCode.paymentCardExpired | typeof ErrorCode.sgCreditCardNoLongerAvailableTips;

/** A way to pay or be paid (spec 000 §3, Payment option). */
export interface PaymentOption {
  readonly id: string;
  readonly title: string;
  readonly brand: CardBrand | undefined;
  readonly maskedCardNumber: string | undefined;
  readonly payMethod: PayMethod;
  readonly currency: CurrencyCode;
  readonly isSelected: boolean;
  readonly subTitle: string | undefined;
  readonly icon: string;
  readonly isExpired: boolean;
  readonly needSetUpWallet: boolean;
  readonly needDeposit: boolean;
  readonly needAddCard: boolean;
  readonly isSGIssueCard: boolean;
  readonly forceDisplaySubTitle: boolean;
  readonly canSelect: boolean;
  /** The message shown on an option that cannot be selected. */
  readonly message: PaymentOptionMessage | undefined;
  /** A wallet's balance. */
  readonly balance: Dec | undefined;
}

/** Card brand names as the product writes them (spec 001 §3). */
export const CARD_BRAND_TITLES: Readonly<Record<CardBrand, string>> = {
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  visa: 'Visa',
  visa_electron: 'Visa Electron',
  pay_pal: 'PayPal',
};

export const APPLE_PAY_OPTION_ID = 'apple_pay';
export const GOOGLE_PAY_OPTION_ID = 'google_pay';
export const ADD_CARD_OPTION_ID = 'add_card';

const BLANK = {
  brand: undefined,
  maskedCardNumber: undefined,
  isSelected: false,
  subTitle: undefined,
  isExpired: false,
  needSetUpWallet: false,
  needDeposit: false,
  needAddCard: false,
  isSGIssueCard: false,
  forceDisplaySubTitle: false,
  message: undefined,
  balance: undefined,
} as const;

/**
 * A saved card: listed even when expired or a rejected Singapore-issued card, but then not
 * selectable and showing its message (spec 000 §5). Choice: expiry is reported before the
 * Singapore rejection when both apply; the message forces the subtitle to show.
 */
export function cardOption(card: SavedCard): PaymentOption {
  const message = card.isExpired ? ErrorCode.paymentCardExpired : card.isSGIssueCard ? ErrorCode.sgCreditCardNoLongerAvailableTips : undefined;
  return {
    ...BLANK,
    id: card.id,
    title: CARD_BRAND_TITLES[card.brand],
    brand: card.brand,
    maskedCardNumber: card.maskedCardNumber,
    payMethod: 'credit_card',
    currency: card.currency,
    subTitle: card.maskedCardNumber,
    icon: card.brand,
    isExpired: card.isExpired,
    isSGIssueCard: card.isSGIssueCard,
    forceDisplaySubTitle: message !== undefined,
    canSelect: message === undefined,
    message,
  };
}

/** A fiat wallet: selectable when set up with a balance above 0 (spec 000 §4). */
export const walletOption = (wallet: FiatWallet): PaymentOption => ({
  ...BLANK,
  id: `fiat_wallet:${wallet.currency}`,
  title: wallet.currency,
  payMethod: 'fiat_wallet',
  currency: wallet.currency,
  icon: 'fiat_wallet',
  needSetUpWallet: !isWalletSetUp(wallet),
  needDeposit: needsDeposit(wallet),
  canSelect: canPayFromWallet(wallet),
  balance: wallet.amount,
});

const simpleOption = (id: string, title: string, payMethod: PayMethod, currency: CurrencyCode): PaymentOption => ({
  ...BLANK,
  id,
  title,
  payMethod,
  currency,
  icon: payMethod,
  canSelect: true,
});

/** The Add card entry: not a way to pay by itself, it opens card adding. */
const addCardOption = (currency: CurrencyCode): PaymentOption => ({
  ...simpleOption(ADD_CARD_OPTION_ID, 'Add card', 'credit_card', currency),
  icon: 'add_card',
  needAddCard: true,
  canSelect: false,
});

export interface CashOptionsInput {
  readonly savedCards: readonly SavedCard[];
  readonly fiatWallets: readonly FiatWallet[];
  /** The user's payment currency, used by Apple Pay, Google Pay and the Add card entry. */
  readonly paymentCurrency: CurrencyCode;
  readonly config: PurchaseConfig;
  readonly applePay: ApplePayEnvironment;
  readonly googlePay: GooglePayEnvironment;
  readonly currencyAccess: CurrencyAccess;
  readonly selectedId: string | undefined;
}

/**
 * The Cash tab's list (spec 000 §2, §5): saved cards, fiat wallets, Apple Pay, Google Pay, then
 * the Add card entry. Cards and the Add card entry need credit_card_enabled; Apple Pay and
 * Google Pay need their availability; any option whose currency is not payable for the user is
 * hidden. Only a selectable option can be the selected one.
 * Choice: the Add card entry is listed whenever card payments are on, with or without saved cards.
 */
export function cashOptions(input: CashOptionsInput): readonly PaymentOption[] {
  const payable = (currency: CurrencyCode): boolean => isCurrencyPayable(currency, input.currencyAccess);
  const cardsOn = input.config.creditCardEnabled;
  const currency = input.paymentCurrency;
  const options: PaymentOption[] = [
    ...(cardsOn ? input.savedCards.filter((card) => payable(card.currency)).map(cardOption) : []),
    ...input.fiatWallets.filter((wallet) => payable(wallet.currency)).map(walletOption),
  ];
  if (payable(currency) && isApplePayAvailable(input.applePay, input.config)) {
    options.push(simpleOption(APPLE_PAY_OPTION_ID, 'Apple Pay', 'apple_pay', currency));
  }
  if (payable(currency) && isGooglePayAvailable(input.googlePay, input.config)) {
    options.push(simpleOption(GOOGLE_PAY_OPTION_ID, 'Google Pay', 'google_pay', currency));
  }
  if (cardsOn && payable(currency)) options.push(addCardOption(currency));
  return withSelection(options, input.selectedId);
}

/** A coin wallet to pay from under the crypto tab. */
export interface CoinWalletBalance {
  readonly currency: CurrencyCode;
  readonly available: Dec;
}

/** The crypto tab's list (spec 000 §2): coin wallets, selectable with a balance above 0. */
export function cryptoWalletOptions(wallets: readonly CoinWalletBalance[], selectedId: string | undefined): readonly PaymentOption[] {
  const options = wallets.map((wallet): PaymentOption => ({
    ...simpleOption(`crypto_wallet:${wallet.currency}`, wallet.currency, 'crypto_wallet', wallet.currency),
    canSelect: wallet.available.greaterThan(0),
    balance: wallet.available,
  }));
  return withSelection(options, selectedId);
}

const withSelection = (options: readonly PaymentOption[], selectedId: string | undefined): readonly PaymentOption[] =>
  options.map((option) => ({ ...option, isSelected: option.canSelect && option.id === selectedId }));

/** Choice: with nothing (selectable) selected, the first selectable option is preselected. */
export const defaultSelectedId = (options: readonly PaymentOption[]): string | undefined =>
  (options.find((option) => option.isSelected) ?? options.find((option) => option.canSelect))?.id;
