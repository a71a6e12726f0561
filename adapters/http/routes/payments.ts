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
import * as z from 'zod/mini';

/** The PayPal payer as PayPal reports it (spec 001 §7 pay_pal_detail). */
const paypalDetail = z.object({ countryCode: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), payerId: z.string() });
export type PaypalDetailWire = z.input<typeof paypalDetail>;

/** Saved cards, card registration, fiat-wallet top-ups and PayPal linking (spec 001 §7). */
export const paymentsRoutes = {
  /** query types (card,pay_pal), usage, transaction_type. */
  paymentAccounts: route('GET', '/api/v1/payment_accounts', paymentAccountsResponse),
  /** query user_uuid. */
  cardPaymentToken: route('GET', '/ixo_pay/card_payments/token', cardPaymentTokenResponse),
  createCreditCard: route('POST', '/api/credit_cards/create', urlResponse, {
    body: z.object({ usage: z.string(), replace_credit_card_id: z.optional(z.string()) }),
  }),
  destroyCreditCard: route('POST', '/api/credit_cards/destroy', emptyOk, { body: z.object({ credit_card_id: z.string() }) }),
  createTopUpOrder: route('POST', '/api/fiat_wallet_top_ups/orders/create', topUpOrderResponse, {
    body: z.object({
      amount: z.string(),
      currency: z.string(),
      credit_card_id: z.optional(z.string()),
      payment_method: z.optional(z.string()),
      is_cdc_web: z.boolean(),
    }),
  }),
  /** The passcode travels encrypted (the envelope of adapters/crypto/passcode-encryption.ts). */
  confirmTopUp: route('POST', '/api/fiat_wallet_top_ups', topUpConfirmResponse, {
    body: z.object({ fiat_wallet_top_up_order_id: z.string(), passcode: z.string() }),
    signed: true,
  }),
  /** (design) The order's state after its authentication page: the client never takes the page's word for the money. */
  topUpOrder: route('GET', '/api/fiat_wallet_top_ups/orders/{id}', topUpOrderStatusResponse),
  topUpApplePayToken: route('POST', '/api/fiat_wallet_top_ups/apple_pay_token', urlResponse, {
    body: z.object({ fiat_wallet_top_up_id: z.string(), token: z.string() }),
  }),
  /** The spec gives no answer for this call; (design) the address of the authentication page, like Apple Pay's. */
  topUpGooglePayToken: route('POST', '/api/fiat_wallet_top_ups/google_pay_token', urlResponse, {
    body: z.object({ fiat_wallet_top_up_id: z.string(), google_pay_token: z.string() }),
  }),
  fiatWalletTransaction: route('GET', '/api/fiat_wallets/transactions/{id}', fiatTransactionResponse),
  /** query count (1000 by default). */
  fiatWalletTransactions: route('GET', '/api/fiat_wallets/transactions', fiatTransactionsResponse),
  paypalPrepareRegister: route('POST', '/ixo_pay/registers/pay_pal_prepare_register', urlResponse, {
    body: z.object({ card_token: z.string(), is_cdc_web: z.boolean(), pay_pal_detail: paypalDetail, transaction_type: z.string(), usage: z.string() }),
  }),
} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
