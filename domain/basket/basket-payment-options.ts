import type { CurrencyCode } from '../money/currency';
import { type Dec, ZERO } from '../money/decimal';
import type { ApplePayEnvironment, GooglePayEnvironment, PurchaseConfig } from '../payment/pay-method';
import { cashOptions, defaultSelectedId, type PaymentOption } from '../payment/payment-option';
import { parseCardBrand, type SavedCard } from '../payment/saved-card';
import type { FiatWallet } from '../payment/fiat-wallet';

/** A way to pay for a basket as the exchange lists it for the customer (spec 000 §7: payment methods for baskets). */
export interface BasketPayMethod {
  readonly paymentMethod: string;
  readonly currency: CurrencyCode;
  readonly cardId: string | undefined;
  readonly brand: string | undefined;
  readonly maskedCardNumber: string | undefined;
  readonly balance: Dec | undefined;
  readonly isExpired: boolean;
  readonly isSGIssueCard: boolean;
}

export interface BasketPaymentContext {
  readonly config: PurchaseConfig;
  readonly applePay: ApplePayEnvironment;
  readonly googlePay: GooglePayEnvironment;
  /** The customer's payment currency (Apple Pay and Google Pay charge in it). */
  readonly paymentCurrency: CurrencyCode;
  readonly selectedId: string | undefined;
}

const cardOf = (method: BasketPayMethod): SavedCard[] => {
  const brand = parseCardBrand(method.brand ?? '');
  if (method.cardId === undefined || brand === undefined) return [];
  return [
    {
      id: method.cardId,
      brand,
      maskedCardNumber: method.maskedCardNumber ?? '',
      currency: method.currency,
      funding: 'credit',
      isExpired: method.isExpired,
      isSGIssueCard: method.isSGIssueCard,
    },
  ];
};

/**
 * The basket buy's payment options, built by the same rules as the coin Buy's Cash tab
 * (payment-option.ts cashOptions): cash accounts, saved cards (expired and rejected Singapore
 * cards listed but not selectable), Apple Pay and Google Pay when available. Choices: the
 * exchange lists only what this customer may pay with, so every listed currency counts as
 * payable; cards are added from the coin Buy, so there is no Add card entry here; Apple Pay and
 * Google Pay need the exchange to list them too. With nothing chosen, the first selectable option
 * is selected.
 */
export function basketPaymentOptions(methods: readonly BasketPayMethod[], context: BasketPaymentContext): readonly PaymentOption[] {
  const listed = (name: string) => methods.some((m) => m.paymentMethod === name);
  const wallets: FiatWallet[] = methods
    .filter((m) => m.paymentMethod === 'fiat_wallet')
    .map((m) => ({ currency: m.currency, amount: m.balance ?? ZERO, state: 'created' }));
  const options = cashOptions({
    savedCards: methods.filter((m) => m.paymentMethod === 'credit_card').flatMap(cardOf),
    fiatWallets: wallets,
    paymentCurrency: context.paymentCurrency,
    config: {
      ...context.config,
      applePayEnabled: context.config.applePayEnabled && listed('apple_pay'),
      googlePayEnabled: context.config.googlePayEnabled && listed('google_pay'),
    },
    applePay: context.applePay,
    googlePay: context.googlePay,
    currencyAccess: {
      blockedForEntity: new Set(),
      supportedOnWeb: new Set([context.paymentCurrency, ...methods.map((m) => m.currency)]),
      isInternalTester: false,
    },
    selectedId: context.selectedId,
  }).filter((option) => !option.needAddCard);
  const selected = defaultSelectedId(options);
  return options.map((option) => ({ ...option, isSelected: option.id === selected }));
}
