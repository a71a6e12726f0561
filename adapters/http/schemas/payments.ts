import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

/** A saved card (spec 001 §3 Payment card: id, brand, masked_card_number; the rest designed). */
export const accountCard = z.object({
  id: z.string(),
  brand: z.enum(['maestro', 'mastercard', 'visa', 'visa_electron']),
  masked_card_number: z.string(),
  card_type: z.enum(['credit_card', 'debit_card']),
  currency,
  /** MM/YYYY. */
  expiry: z.string(),
  is_expired: z.boolean(),
  /** A Singapore-issued card the exchange rejects. */
  is_sg_issue_card: z.boolean(),
});

/** Spec 001 §3 PayPal account: id, status (approved, auto_checking_failed), title. */
export const paypalAccount = z.object({ id: z.string(), status: z.string(), title: z.string() });

export const paymentAccountsResponse = z.object({ ok: z.literal(true), cards: z.array(accountCard), pay_pal_accounts: z.array(paypalAccount) });
export const cardPaymentTokenResponse = z.object({ ok: z.literal(true), token: z.string().check(z.minLength(1)) });
export const urlResponse = z.object({ ok: z.literal(true), url: z.string().check(z.minLength(1)) });

/** Payment method keys on the wire (spec 001 §3). */
export const topUpPaymentMethod = z.enum(['credit_card', 'debit_card', 'apple_pay', 'google_pay', 'pay_pal']);

/** (design) What the Google Pay sheet needs, in Google's terms. */
export const googlePayParams = z.object({
  gateway: z.string(),
  gateway_merchant_id: z.string(),
  merchant_name: z.string(),
  total_price: moneyString,
  currency_code: currency,
  country_code: z.string(),
  allowed_card_networks: z.array(z.string()),
  allowed_auth_methods: z.array(z.string()),
  environment: z.string(),
});

/** Spec 001 §3 Top-up order. */
export const topUpOrder = z.object({
  id: z.string(),
  amount: moneyString,
  currency,
  credit_card: z.optional(z.object({ brand: z.string(), masked_card_number: z.string() })),
  fee_amount: moneyString,
  fee_percentage: moneyString,
  payment_method: topUpPaymentMethod,
  receivable_amount: moneyString,
});
export const topUpOrderResponse = z.object({ ok: z.literal(true), fiat_wallet_top_up_order: topUpOrder, google_pay_params: z.optional(googlePayParams) });

/** Spec 001 §7: the confirm returns html (the 3-D Secure frame); (design) its address and the top-up's state too. */
export const topUpConfirmResponse = z.object({
  ok: z.literal(true),
  fiat_wallet_top_up: z.object({ id: z.string(), status: z.enum(['authenticating', 'completed']), transaction_id: z.optional(z.string()) }),
  html: z.optional(z.string()),
  url: z.optional(z.string()),
});

/** (design) A top-up order's state: what the server recorded after the authentication page. */
export const topUpOrderStatusResponse = z.object({
  ok: z.literal(true),
  fiat_wallet_top_up: z.object({
    id: z.string(),
    status: z.enum(['created', 'authenticating', 'completed', 'failed']),
    transaction_id: z.optional(z.string()),
  }),
});

const amountIn = z.object({ amount: moneyString, currency });

/** Spec 001 §3 Transaction: kind, status, nature, amount, native_amount, fee, description, meta. */
export const fiatTransaction = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  nature: z.enum(['in', 'out']),
  amount: amountIn,
  native_amount: amountIn,
  fee: amountIn,
  description: z.string(),
  created_at: z.iso.datetime(),
  meta: z.object({
    business_status: z.optional(z.string()),
    total_charged_amount: z.optional(moneyString),
    source_type: z.optional(z.string()),
  }),
});
export const fiatTransactionResponse = z.object({ ok: z.literal(true), transaction: fiatTransaction });
export const fiatTransactionsResponse = z.object({ ok: z.literal(true), transactions: z.array(fiatTransaction) });

export type AccountCardWire = z.input<typeof accountCard>;
export type TopUpOrderWire = z.input<typeof topUpOrder>;
export type GooglePayParamsWire = z.input<typeof googlePayParams>;
export type FiatTransactionWire = z.input<typeof fiatTransaction>;
export type TopUpConfirmWire = z.input<typeof topUpConfirmResponse>;
export type TopUpOrderStatusWire = z.input<typeof topUpOrderStatusResponse>;
