import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

const nativeAmount = z.object({ amount: moneyString, currency });

/** Spec 000 §3 coin features. */
export const coinFeatures = z.object({ exchange: z.boolean(), purchase: z.boolean(), viban_purchase: z.boolean(), viban_out: z.boolean() });

/**
 * A coin list item (spec 001 §3): id, name, symbol, icon_image_url, coin_info_symbol,
 * price_native, wallet.available.amount (signed in only), detail (spec 000 §3 coin detail), and
 * the listing fields rank, market_cap_native, volume_24h_native, percent_change_1h_native.
 * (design) percent_change_24h_native (the table's percentage), slug, circulating and max supply,
 * listed_at and category_ids.
 */
export const coinItem = z.object({
  id: z.string(),
  name: z.string(),
  symbol: currency,
  slug: z.string(),
  icon_image_url: z.string(),
  coin_info_symbol: z.string(),
  rank: z.number().check(z.int(), z.positive()),
  price_native: nativeAmount,
  percent_change_24h_native: moneyString,
  percent_change_1h_native: moneyString,
  market_cap_native: moneyString,
  volume_24h_native: moneyString,
  circulating_supply: moneyString,
  max_supply: z.optional(moneyString),
  listed_at: z.iso.datetime(),
  category_ids: z.array(z.string()),
  wallet: z.optional(z.object({ available: nativeAmount })),
  detail: z.object({
    id: z.string(),
    name: z.string(),
    symbol: currency,
    display_symbol: z.string(),
    max_fraction: z.number().check(z.int(), z.nonnegative()),
    lot_size: z.optional(moneyString),
    features: coinFeatures,
  }),
});

export const coinsResponse = z.object({ ok: z.literal(true), coins: z.array(coinItem) });

export const coinListResponse = z.object({
  ok: z.literal(true),
  coins: z.array(coinItem),
  pagination: z.object({ page_index: z.number().check(z.int()), page_size: z.number().check(z.int()), total: z.number().check(z.int()) }),
});

export const favouriteCoinsResponse = z.object({ ok: z.literal(true), favorite_coins: z.array(z.string()) });

/** (design) A ticker: the coin's price history for the period, one point `t` (epoch ms) per interval, ending on the live price. */
export const ticker = z.object({
  symbol: currency,
  coin_info_symbol: z.string(),
  period: z.string(),
  interval: z.string(),
  price_native: nativeAmount,
  percent_change_24h_native: moneyString,
  prices: z.array(z.object({ t: z.number().check(z.int()), price: moneyString })),
});

export const tickersResponse = z.object({ ok: z.literal(true), tickers: z.array(ticker) });

export type CoinItemWire = z.input<typeof coinItem>;
export type TickerWire = z.input<typeof ticker>;
