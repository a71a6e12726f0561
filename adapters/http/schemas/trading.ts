import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

export const currencyInfo = z.object({
  id: z.string(),
  symbol: currency,
  name: z.string(),
  max_fraction: z.number().check(z.int()),
  is_tradable: z.boolean(),
});
export const currenciesResponse = z.object({ ok: z.literal(true), currencies: z.array(currencyInfo) });

export const liveRates = z.object({
  from_currency: currency,
  to_currency: currency,
  key_currency: currency,
  lot_size: z.optional(moneyString),
  threshold: z.object({ min: z.optional(moneyString), max: z.optional(moneyString) }),
  rates: z.array(z.object({ input_currency: currency, tiers: z.array(z.object({ amount: moneyString, rate: moneyString })) })),
});
export const liveRatesResponse = z.object({ ok: z.literal(true), live_rates: liveRates });

/** Spec 000 §7: transactable_amount.amount. */
export const transactableAmountResponse = z.object({ ok: z.literal(true), transactable_amount: z.object({ amount: moneyString }) });

/** Spec 000 §7: fees[]{payment_method, percentage}. */
export const tradingFeesResponse = z.object({
  ok: z.literal(true),
  fees: z.array(z.object({ payment_method: z.string(), percentage: moneyString })),
});

export const payMethod = z.enum(['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay', 'crypto_wallet']);

/** Spec 000 §3, §9: a weekly limit's figures (rolling_7days_amount, rolling_7days_limit). */
export const weeklyLimitWire = z.object({ rolling_7days_amount: moneyString, rolling_7days_limit: moneyString, currency });

/** (design) payment_methods[]: a method, whether it can be used, and the wallets it uses; with the weekly limits. */
export const paymentMethodsResponse = z.object({
  ok: z.literal(true),
  payment_methods: z.array(z.object({ payment_method: payMethod, enabled: z.boolean(), currencies: z.array(currency) })),
  weekly_limits: z.object({ credit_card: z.optional(weeklyLimitWire), apple_pay: z.optional(weeklyLimitWire) }),
});

export const waivedReason = z.enum(['30_days_promotion', 'subscription', 'prime_waived']);

/** Spec 000 §3: trading fee and card fee lines; the card fee carries no waiver reason. */
export const quoteFee = z.object({
  type: z.enum(['trading_fee', 'card_processing_fee']),
  original_amount: moneyString,
  actual_amount: moneyString,
  waived_amount: moneyString,
  currency,
  waived: z.boolean(),
  tax_fee_included: z.optional(z.boolean()),
  waived_reason: z.optional(waivedReason),
});

/**
 * Spec 000 §3 trade quote. from_amount is what is traded after fees on a buy (the coins sold on a
 * sell); total_amount is the fee side's total: what is paid on a buy, the proceeds before fees on
 * a sell; fee is every fee actually charged. rate prices one unit of key_currency.
 */
export const quotation = z.object({
  id: z.string(),
  side: z.enum(['buy', 'sell']),
  from_currency: currency,
  to_currency: currency,
  from_amount: moneyString,
  to_amount: moneyString,
  rate: moneyString,
  fees: z.array(quoteFee),
  total_amount: moneyString,
  expires_at: z.iso.datetime(),
  key_currency: z.optional(currency),
  execute_rate: z.optional(moneyString),
  fee: z.optional(moneyString),
  native_amount: z.optional(moneyString),
  native_currency: z.optional(currency),
  payment_method: z.optional(payMethod),
});
export const quotationResponse = z.object({ ok: z.literal(true), quotation });

export const transaction = z.object({
  id: z.string(),
  side: z.enum(['buy', 'sell']),
  from_currency: currency,
  from_amount: moneyString,
  to_currency: currency,
  to_amount: moneyString,
  status: z.string(),
  created_at: z.iso.datetime(),
  payment_method: z.optional(payMethod),
  fee: z.optional(moneyString),
  fee_currency: z.optional(currency),
});
export const tradeResponse = z.object({ ok: z.literal(true), transaction, is_first_purchase: z.boolean() });
export const transactionResponse = z.object({ ok: z.literal(true), transaction });
export const transactionsResponse = z.object({ ok: z.literal(true), transactions: z.array(transaction) });

/** Spec 000 §7 (basket third-party trade shapes, used for coins too): the Google Pay sheet's parameters. */
export const purchaseGooglePayParams = z.object({
  gateway_merchant_id: z.string(),
  total_amount: moneyString,
  currency_code: currency,
  country_code: z.string(),
  gateway: z.string(),
  real_gateway_merchant_id: z.string(),
});

/** A card, Apple Pay or Google Pay purchase: the frame's html/url (card), or the wallet sheet's parameters. */
export const purchaseResponse = z.object({
  ok: z.literal(true),
  purchase_uuid: z.string(),
  html: z.optional(z.string()),
  url: z.optional(z.string()),
  apple_pay_params: z.optional(z.object({ gateway_merchant_id: z.string() })),
  google_pay_params: z.optional(purchaseGooglePayParams),
});

/** (design) the Apple Pay merchant session the sheet is completed with. */
export const merchantSessionResponse = z.object({
  ok: z.literal(true),
  merchant_session: z.object({ merchant_identifier: z.string(), nonce: z.string(), expires_at: z.iso.datetime() }),
});

/** Spec 000 §7: Apple Pay token submit answers ok and url; Google Pay the url. */
export const tokenUrlResponse = z.object({ ok: z.literal(true), url: z.string().check(z.minLength(1)) });

export type QuotationWire = z.input<typeof quotation>;
export type TransactionWire = z.input<typeof transaction>;
export type LiveRatesWire = z.input<typeof liveRates>;
export type CurrencyInfoWire = z.input<typeof currencyInfo>;
export type PurchaseWire = z.input<typeof purchaseResponse>;
