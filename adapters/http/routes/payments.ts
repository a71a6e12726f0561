import {
  cardPaymentTokenResponse,
  fiatTransactionResponse,
  fiatTransactionsResponse,
  paymentAccountsResponse,
  topUpConfirmResponse,
  topUpOrderStatusResponse,
  topUpOrderResponse,
  urlResponse,
} from '../schemas/payments';
import { emptyOk } from '../schemas/common';
import { type Route, route } from './route';
import type * as z from 'zod/mini';

/** The PayPal payer as PayPal reports it (spec 001 §7 pay_pal_detail). */
export interface PaypalDetailWire {
  readonly countryCode: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly payerId: string;
}

/** Saved cards, card registration, fiat-wallet top-ups and PayPal linking (spec 001 §7). */
export const paymentsRoutes = {
  /** query types (card,pay_pal), usage, transaction_type. */
  paymentAccounts: route()('GET', '/api/v1/payment_accounts', paymentAccountsResponse),
  /** query user_uuid. */
  cardPaymentToken: route()('GET', '/ixo_pay/card_payments/token', cardPaymentTokenResponse),
  createCreditCard: route<{ usage: string; replace_credit_card_id?: string }>()('POST', '/api/credit_cards/create', urlResponse),
  destroyCreditCard: route<{ credit_card_id: string }>()('POST', '/api/credit_cards/destroy', emptyOk),
  createTopUpOrder: route<{ amount: string; currency: string; credit_card_id?: string; payment_method?: string; is_cdc_web: boolean }>()(
    'POST',
    '/api/fiat_wallet_top_ups/orders/create',
    topUpOrderResponse,
  ),
  /** The passcode travels encrypted (the envelope of adapters/crypto/passcode-encryption.ts). */
  confirmTopUp: route<{ fiat_wallet_top_up_order_id: string; passcode: string }>()('POST', '/api/fiat_wallet_top_ups', topUpConfirmResponse, {
    signed: true,
  }),
  /** (design) The order's state after its authentication page: the client never takes the page's word for the money. */
  topUpOrder: route()('GET', '/api/fiat_wallet_top_ups/orders/{id}', topUpOrderStatusResponse),
  topUpApplePayToken: route<{ fiat_wallet_top_up_id: string; token: string }>()('POST', '/api/fiat_wallet_top_ups/apple_pay_token', urlResponse),
  /** The spec gives no answer for this call; (design) the address of the authentication page, like Apple Pay's. */
  topUpGooglePayToken: route<{ fiat_wallet_top_up_id: string; google_pay_token: string }>()('POST', '/api/fiat_wallet_top_ups/google_pay_token', urlResponse),
  fiatWalletTransaction: route()('GET', '/api/fiat_wallets/transactions/{id}', fiatTransactionResponse),
  /** query count (1000 by default). */
  fiatWalletTransactions: route()('GET', '/api/fiat_wallets/transactions', fiatTransactionsResponse),
  paypalPrepareRegister: route<{
    card_token: string;
    is_cdc_web: boolean;
    pay_pal_detail: PaypalDetailWire;
    transaction_type: string;
    usage: string;
  }>()('POST', '/ixo_pay/registers/pay_pal_prepare_register', urlResponse),
} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
