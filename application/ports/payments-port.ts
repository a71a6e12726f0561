import type { PaypalAccount } from '../../domain/deposit/paypal';
import type { TopUpMethod } from '../../domain/deposit/top-up-method';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { AccountCard } from '../../domain/payment/saved-card';
import type { ApiResult } from './api-error';

/** What saved payment accounts are listed or registered for (spec 001 §7). */
export type PaymentUsage = 'crypto_purchase' | 'fiat_wallet_top_up';
export type PaymentAccountType = 'card' | 'pay_pal';

export interface PaymentAccountsQuery {
  readonly types: readonly PaymentAccountType[];
  readonly usage: PaymentUsage;
  readonly transactionType?: string;
}

/** Saved cards (expired and Singapore-rejected ones included, marked) and linked PayPal accounts (spec 001 §3). */
export interface PaymentAccounts {
  readonly cards: readonly AccountCard[];
  readonly paypalAccounts: readonly PaypalAccount[];
}

/** A top-up is paid from a saved card or PayPal account (by id) or by a device wallet. */
export type TopUpSource = { readonly cardId: string } | { readonly paymentMethod: 'apple_pay' | 'google_pay' };

export interface TopUpOrderRequest {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly source: TopUpSource;
}

/** What the Google Pay sheet needs for a top-up (spec 001 §7: returned by the order create call). */
export interface GooglePayParams {
  readonly gateway: string;
  readonly gatewayMerchantId: string;
  readonly merchantName: string;
  readonly totalPrice: Dec;
  readonly currencyCode: CurrencyCode;
  readonly countryCode: string;
  readonly allowedCardNetworks: readonly string[];
  readonly allowedAuthMethods: readonly string[];
  readonly environment: string;
}

/** A top-up order (spec 001 §3): receivable = amount - fee reaches the cash account. */
export interface TopUpOrder {
  readonly id: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly card: { readonly brand: string; readonly maskedCardNumber: string } | undefined;
  readonly feeAmount: Dec;
  readonly feePercentage: Dec;
  readonly paymentMethod: TopUpMethod;
  readonly receivableAmount: Dec;
  readonly googlePayParams: GooglePayParams | undefined;
}

/**
 * The answer to a top-up confirm (spec 001 §4): a card continues in the authentication frame
 * (its HTML, and the page's address); a PayPal top-up is done at once.
 */
export type TopUpConfirmation =
  { readonly kind: 'authenticate'; readonly html: string; readonly url: string } | { readonly kind: 'completed'; readonly transactionId: string };

/**
 * (design) A top-up order as the server keeps it: created, authenticating (the 3-D Secure page
 * is open), then completed with its cash account transaction, or failed with nothing moved.
 */
export interface TopUpOrderStatus {
  readonly id: string;
  readonly status: 'created' | 'authenticating' | 'completed' | 'failed';
  readonly transactionId: string | undefined;
}

/** A fiat wallet history entry (spec 001 §3, Transaction). */
export interface FiatTransaction {
  readonly id: string;
  readonly kind: string;
  readonly status: string;
  /** Whether the wallet received or paid the amount. */
  readonly nature: 'in' | 'out';
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly nativeAmount: Dec;
  readonly nativeCurrency: CurrencyCode;
  readonly fee: Dec;
  readonly description: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly totalChargedAmount: Dec | undefined;
  readonly sourceType: string | undefined;
}

/** What PayPal reports about the payer (spec 001 §7, pay_pal_detail). */
export interface PaypalDetail {
  readonly countryCode: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly payerId: string;
}

export interface PaypalRegisterRequest {
  readonly cardToken: string;
  readonly detail: PaypalDetail;
  readonly transactionType: string;
  readonly usage: PaymentUsage;
}

/** Saved cards, card registration, fiat-wallet top-ups and PayPal linking (spec 001 §7 "Cards, top-up and PayPal"). */
export interface PaymentsPort {
  getPaymentAccounts(query: PaymentAccountsQuery): Promise<ApiResult<PaymentAccounts>>;
  /** A payment token for the user, used to register a PayPal account. */
  getCardPaymentToken(userUuid: string): Promise<ApiResult<string>>;
  /** The address of the card form (shown in a frame; its result comes as a message with source paymentGateway). */
  startCardRegistration(usage: PaymentUsage, replaceCardId?: string): Promise<ApiResult<{ readonly url: string }>>;
  /** Deletes a saved credit card (spec 001 §5: only credit cards). */
  deleteCard(cardId: string): Promise<ApiResult<void>>;
  createTopUpOrder(request: TopUpOrderRequest): Promise<ApiResult<TopUpOrder>>;
  /** Confirms a card or PayPal order with the 6-digit passcode; the adapter encrypts it for the wire. */
  confirmTopUp(orderId: string, passcode: string): Promise<ApiResult<TopUpConfirmation>>;
  /** (design) Where a top-up order stands: what the server recorded after its authentication page, whatever the page said. */
  getTopUpOrder(orderId: string): Promise<ApiResult<TopUpOrderStatus>>;
  /** Apple Pay's payment token for an apple_pay order; the answer's url shows the result. */
  submitApplePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>>;
  /** Google Pay's payment token for a google_pay order; the answer's url is the authentication page. */
  submitGooglePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>>;
  getFiatTransaction(id: string): Promise<ApiResult<FiatTransaction>>;
  /** The newest fiat wallet transactions, `count` of them (spec 001 §9: 1000 by default). */
  getFiatTransactions(count?: number): Promise<ApiResult<readonly FiatTransaction[]>>;
  /** Registers a PayPal account after PayPal's authorisation; the answer's url is the registering frame. */
  preparePaypalRegister(request: PaypalRegisterRequest): Promise<ApiResult<{ readonly url: string }>>;
}
