import * as z from 'zod/mini';
import { currency, moneyString } from './common';

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
  rates: z.array(
    z.object({ input_currency: currency, tiers: z.array(z.object({ amount: moneyString, rate: moneyString })) }),
  ),
});
export const liveRatesResponse = z.object({ ok: z.literal(true), live_rates: liveRates });

export const quoteFee = z.object({
  type: z.enum(['trading_fee', 'card_processing_fee']),
  original_amount: moneyString,
  actual_amount: moneyString,
  waived_amount: moneyString,
  currency,
  waived: z.boolean(),
});

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
});
export const tradeResponse = z.object({ ok: z.literal(true), transaction, is_first_purchase: z.boolean() });

export type QuotationWire = z.input<typeof quotation>;
export type TransactionWire = z.input<typeof transaction>;
export type LiveRatesWire = z.input<typeof liveRates>;
export type CurrencyInfoWire = z.input<typeof currencyInfo>;
