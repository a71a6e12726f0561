import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';

/** The event name both streams send their payload under (spec 001 §7: "event msg carries coin_prices"). */
export const STREAM_EVENT = 'msg';

/**
 * One coin of a live-prices event. The spec names only coin_prices; choice: each item is the
 * coin's id and symbol as in the coin list, its price_native {amount, currency}, and, when known,
 * the 24 h change in percent.
 */
export const coinPrice = z.object({
  id: z.string().check(z.minLength(1)),
  symbol: z.string().check(z.minLength(1)),
  price_native: z.object({ amount: moneyString, currency }),
  percent_change_24h_native: z.optional(moneyString),
});

/** `data` of a live-prices `msg` event: every coin whose price changed (all of them in the first event). */
export const livePricesEvent = z.object({ coin_prices: z.array(coinPrice) });
export type LivePricesEvent = z.input<typeof livePricesEvent>;

const priceLevel = z.object({ price: moneyString, quantity: moneyString });

/**
 * `data` of a live-price-ladder `msg` event (design; the spec gives only the query): the whole
 * ladder of one coin at `timestamp` (epoch ms) around mid_price, bids best (highest) first,
 * asks best (lowest) first, prices in native_currency, quantities in the coin; currency_id is
 * the coin's symbol.
 */
export const priceLadderEvent = z.object({
  currency_id: currency,
  native_currency: currency,
  mid_price: moneyString,
  bids: z.array(priceLevel),
  asks: z.array(priceLevel),
  timestamp: z.number().check(z.int()),
});
export type PriceLadderEvent = z.input<typeof priceLadderEvent>;
