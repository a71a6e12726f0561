import type { Dec } from '../money/decimal';

/** Live prices from the price stream are applied in batches every 1500 ms (spec 001 §7, §9). */
export const LIVE_PRICE_BATCH_MS = 1500;

/** One coin's price from the live-price stream (event msg, coin_prices), in the native currency. */
export interface LivePrice {
  readonly coinId: string;
  readonly price: Dec;
  /** 24 h change in percent, when the event carries it. */
  readonly percentage?: Dec;
}

/** The coinLivePriceMap of the global state (spec 001 §3), keyed by coin id. */
export type LivePriceMap = ReadonlyMap<string, LivePrice>;

export const EMPTY_LIVE_PRICES: LivePriceMap = new Map();

/**
 * The map with updates applied in arrival order: the last update per coin wins, other coins keep
 * their price. The same map comes back when no update changes anything, so a snapshot keeps its
 * identity until it changes.
 */
export function mergeLivePrices(current: LivePriceMap, updates: readonly LivePrice[]): LivePriceMap {
  let next: Map<string, LivePrice> | undefined;
  for (const update of updates) {
    const before = (next ?? current).get(update.coinId);
    if (before !== undefined && sameLivePrice(before, update)) continue;
    next ??= new Map(current);
    next.set(update.coinId, update);
  }
  return next ?? current;
}

const sameDec = (a: Dec | undefined, b: Dec | undefined): boolean => (a === undefined || b === undefined ? a === b : a.equals(b));
const sameLivePrice = (a: LivePrice, b: LivePrice): boolean => sameDec(a.price, b.price) && sameDec(a.percentage, b.percentage);

/** Updates received since the last flush; the window opened with the first of them (epoch ms). */
export interface LivePriceBatch {
  readonly pending: readonly LivePrice[];
  readonly openedAt: number | undefined;
}

export const EMPTY_BATCH: LivePriceBatch = { pending: [], openedAt: undefined };

/** The batch with received updates added; the first update after a flush opens a 1500 ms window. */
export function addToBatch(batch: LivePriceBatch, updates: readonly LivePrice[], now: number): LivePriceBatch {
  if (updates.length === 0) return batch;
  return { pending: [...batch.pending, ...updates], openedAt: batch.openedAt ?? now };
}

/** When the open window ends, undefined when nothing is pending. */
export const batchFlushAt = (batch: LivePriceBatch): number | undefined => (batch.openedAt === undefined ? undefined : batch.openedAt + LIVE_PRICE_BATCH_MS);

/**
 * At `now`, a batch whose window has ended is merged into the prices and emptied; otherwise
 * nothing changes. Choice: the window is 1500 ms from the first pending update, not a fixed
 * clock grid, so an idle stream costs nothing.
 */
export function flushBatch(batch: LivePriceBatch, prices: LivePriceMap, now: number): { readonly batch: LivePriceBatch; readonly prices: LivePriceMap } {
  const due = batchFlushAt(batch);
  if (due === undefined || now < due) return { batch, prices };
  return { batch: EMPTY_BATCH, prices: mergeLivePrices(prices, batch.pending) };
}
