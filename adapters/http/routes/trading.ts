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
import { route } from './route';

/** A card, Apple Pay or Google Pay quotation: native_amount (fiat) or amount (coins), and the card or the method. */
export interface CardQuotationBody {
  readonly currency: string;
  readonly native_amount?: string;
  readonly amount?: string;
  readonly credit_card_id?: string;
  readonly fixed_side?: 'crypto';
  readonly payment_method?: 'apple_pay' | 'google_pay';
}

/** Coin buy and sell: live rates, quotations, confirmations, third-party payments (spec 000 §7). */
export const tradingRoutes = {
  currencies: route()('GET', '/api/currencies', currenciesResponse),
  /** (design) query from, to, transaction_type (sent by Prime regular users only). */
  liveRates: route()('GET', '/api/crypto_purchase/live_rates', liveRatesResponse),
  /** (design) query from_currency, to_currency. */
  transactableAmount: route()('GET', '/api/crypto_purchase/transactable_amount', transactableAmountResponse),
  /** (design) query is_stable_coin. */
  tradingFees: route()('GET', '/api/crypto_purchase/trading_fees', tradingFeesResponse),
  /** (design) query asset_symbol, side, order_category (one_time). */
  tradePaymentMethods: route()('GET', '/api/crypto_purchase/payment_methods', paymentMethodsResponse),
  /**
   * (design) fiat-wallet quotation: fixed_side buy spends `amount` of fiat (fees included) or, with
   * `to_amount` instead, buys that many coins; sell sells `amount` of the coin.
   */
  fiatWalletQuotation: route<{ from_currency: string; to_currency: string; fixed_side: 'buy' | 'sell'; amount?: string; to_amount?: string }>()(
    'POST',
    '/api/viban_purchase/quotations',
    quotationResponse,
  ),
  /** (design) executes a fiat-wallet buy; request_id makes a repeated confirmation trade once. */
  confirmQuotation: route<{ quotation_id: string; request_id: string; side: 'buy'; is_cdc_web: boolean }>()(
    'POST',
    '/api/viban_purchase/quotations/confirm',
    tradeResponse,
    { signed: true },
  ),
  /** (design) executes a fiat-wallet sell (spec 000 §7: request_id, quotation_id, biometric=false). */
  confirmFiatWalletSell: route<{ request_id: string; quotation_id: string; biometric: false }>()(
    'POST',
    '/api/viban_purchase/quotations/confirm_sell',
    tradeResponse,
    { signed: true },
  ),
  /** (design) coin-for-coin quotation: side, from, to, from_amount or to_amount. */
  coinQuotation: route<{ side: 'buy' | 'sell'; from: string; to: string; from_amount?: string; to_amount?: string }>()(
    'POST',
    '/api/crypto_exchange/quotations',
    quotationResponse,
  ),
  /** (design) executes a coin-for-coin quotation: quotation_id, is_cdc_web, side. */
  confirmCoinQuotation: route<{ quotation_id: string; is_cdc_web: boolean; side: 'buy' | 'sell' }>()(
    'POST',
    '/api/crypto_exchange/quotations/confirm',
    tradeResponse,
    { signed: true },
  ),
  /** (design) card, Apple Pay or Google Pay quotation. */
  cardQuotation: route<CardQuotationBody>()('POST', '/api/crypto_purchase/quotations', quotationResponse),
  /** (design) starts the purchase of a card-scheme quotation: quotation_id with credit_card_id or payment_method, is_cdc_web, language. */
  purchaseTrade: route<{ quotation_id: string; credit_card_id?: string; payment_method?: 'apple_pay' | 'google_pay'; is_cdc_web: boolean; language: string }>()(
    'POST',
    '/api/crypto_purchase/quotations/trade',
    purchaseResponse,
    { signed: true },
  ),
  /** (design) Apple Pay merchant validation: gateway_merchant_id. */
  applePayValidateMerchant: route<{ gateway_merchant_id: string }>()('POST', '/api/crypto_purchase/apple_pay/validate_merchant', merchantSessionResponse),
  /** (design) Apple Pay token submit: purchase_uuid, token -> ok, url. */
  purchaseApplePayToken: route<{ purchase_uuid: string; token: string }>()('POST', '/api/crypto_purchase/apple_pay_token', tokenUrlResponse, {
    signed: true,
  }),
  /** (design) Google Pay token submit: purchase_uuid, google_pay_token -> url. */
  purchaseGooglePayToken: route<{ purchase_uuid: string; google_pay_token: string }>()('POST', '/api/crypto_purchase/google_pay_token', tokenUrlResponse, {
    signed: true,
  }),
  /** (design) one trade by id (or by the purchase id a payment page reports); query is_cdc_web. */
  tradeTransaction: route()('GET', '/api/crypto_wallets/transactions/{id}', transactionResponse),
  /** query count (50). */
  coinTransactions: route()('GET', '/api/crypto_wallets/transactions', transactionsResponse),
} as const;
