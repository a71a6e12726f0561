import {
  currenciesResponse,
  liveRatesResponse,
  merchantSessionResponse,
  paymentMethodsResponse,
  purchaseResponse,
  quotationResponse,
  tokenUrlResponse,
  tradeResponse,
  tradingFeesResponse,
  transactableAmountResponse,
  transactionResponse,
  transactionsResponse,
} from '../schemas/trading';
import * as z from 'zod/mini';
import { route } from './route';

const cdcWeb = z.boolean();

/** A card, Apple Pay or Google Pay quotation: native_amount (fiat) or amount (coins), and the card or the method. */
const cardQuotationBody = z.object({
  currency: z.string(),
  native_amount: z.optional(z.string()),
  amount: z.optional(z.string()),
  credit_card_id: z.optional(z.string()),
  fixed_side: z.optional(z.literal('crypto')),
  payment_method: z.optional(z.enum(['apple_pay', 'google_pay'])),
});
export type CardQuotationBody = z.input<typeof cardQuotationBody>;

/** Coin buy and sell: live rates, quotations, confirmations, third-party payments (spec 000 §7). */
export const tradingRoutes = {
  currencies: route('GET', '/api/currencies', currenciesResponse),
  /** (design) query from, to, transaction_type (sent by Prime regular users only). */
  liveRates: route('GET', '/api/crypto_purchase/live_rates', liveRatesResponse),
  /** (design) query from_currency, to_currency. */
  transactableAmount: route('GET', '/api/crypto_purchase/transactable_amount', transactableAmountResponse),
  /** (design) query is_stable_coin. */
  tradingFees: route('GET', '/api/crypto_purchase/trading_fees', tradingFeesResponse),
  /** (design) query asset_symbol, side, order_category (one_time). */
  tradePaymentMethods: route('GET', '/api/crypto_purchase/payment_methods', paymentMethodsResponse),
  /**
   * (design) fiat-wallet quotation: fixed_side buy spends `amount` of fiat (fees included) or, with
   * `to_amount` instead, buys that many coins; sell sells `amount` of the coin.
   */
  fiatWalletQuotation: route('POST', '/api/viban_purchase/quotations', quotationResponse, {
    body: z.object({
      from_currency: z.string(),
      to_currency: z.string(),
      fixed_side: z.enum(['buy', 'sell']),
      amount: z.optional(z.string()),
      to_amount: z.optional(z.string()),
    }),
  }),
  /** (design) executes a fiat-wallet buy; request_id makes a repeated confirmation trade once. */
  confirmQuotation: route('POST', '/api/viban_purchase/quotations/confirm', tradeResponse, {
    body: z.object({ quotation_id: z.string(), request_id: z.string().check(z.minLength(1)), side: z.literal('buy'), is_cdc_web: cdcWeb }),
    signed: true,
  }),
  /** (design) executes a fiat-wallet sell (spec 000 §7: request_id, quotation_id, biometric=false). */
  confirmFiatWalletSell: route('POST', '/api/viban_purchase/quotations/confirm_sell', tradeResponse, {
    body: z.object({ request_id: z.string().check(z.minLength(1)), quotation_id: z.string(), biometric: z.literal(false) }),
    signed: true,
  }),
  /** (design) coin-for-coin quotation: side, from, to, from_amount or to_amount. */
  coinQuotation: route('POST', '/api/crypto_exchange/quotations', quotationResponse, {
    body: z.object({ side: z.enum(['buy', 'sell']), from: z.string(), to: z.string(), from_amount: z.optional(z.string()), to_amount: z.optional(z.string()) }),
  }),
  /** (design) executes a coin-for-coin quotation: quotation_id, is_cdc_web, side. */
  confirmCoinQuotation: route('POST', '/api/crypto_exchange/quotations/confirm', tradeResponse, {
    body: z.object({ quotation_id: z.string(), is_cdc_web: cdcWeb, side: z.enum(['buy', 'sell']) }),
    signed: true,
  }),
  /** (design) card, Apple Pay or Google Pay quotation. */
  cardQuotation: route('POST', '/api/crypto_purchase/quotations', quotationResponse, { body: cardQuotationBody }),
  /** (design) starts the purchase of a card-scheme quotation: quotation_id with credit_card_id or payment_method, is_cdc_web, language. */
  purchaseTrade: route('POST', '/api/crypto_purchase/quotations/trade', purchaseResponse, {
    body: z.object({
      quotation_id: z.string(),
      credit_card_id: z.optional(z.string()),
      payment_method: z.optional(z.enum(['apple_pay', 'google_pay'])),
      is_cdc_web: cdcWeb,
      language: z.string(),
    }),
    signed: true,
  }),
  /** (design) Apple Pay merchant validation: gateway_merchant_id. */
  applePayValidateMerchant: route('POST', '/api/crypto_purchase/apple_pay/validate_merchant', merchantSessionResponse, {
    body: z.object({ gateway_merchant_id: z.string() }),
  }),
  /** (design) Apple Pay token submit: purchase_uuid, token -> ok, url. */
  purchaseApplePayToken: route('POST', '/api/crypto_purchase/apple_pay_token', tokenUrlResponse, {
    body: z.object({ purchase_uuid: z.string(), token: z.string() }),
    signed: true,
  }),
  /** (design) Google Pay token submit: purchase_uuid, google_pay_token -> url. */
  purchaseGooglePayToken: route('POST', '/api/crypto_purchase/google_pay_token', tokenUrlResponse, {
    body: z.object({ purchase_uuid: z.string(), google_pay_token: z.string() }),
    signed: true,
  }),
  /** (design) one trade by id (or by the purchase id a payment page reports); query is_cdc_web. */
  tradeTransaction: route('GET', '/api/crypto_wallets/transactions/{id}', transactionResponse),
  /** query count (50). */
  coinTransactions: route('GET', '/api/crypto_wallets/transactions', transactionsResponse),
} as const;
