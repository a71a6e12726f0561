import { compareDecimalStrings } from '../money/decimal-text';

/** Live prices from the price stream are applied in batches every 1500 ms (spec 001 §7, §9). */
export const LIVE_PRICE_BATCH_MS = 1500;

/**
 * One coin's price from the live-price stream (event msg, coin_prices), in the native currency.
 * The amounts stay the decimal strings the wire carried (checked once at the boundary): prices
 * are shown far more often than computed with, so a Decimal is made only where money is
 * computed (`dec(price)`, e.g. a holding's value) and display formats read the text
 * (format/live-price-format.ts).
 */
export interface LivePrice {
  readonly coinId: string;
  /** The coin's symbol as the event names it (screens that know coins by symbol: holdings, the asset selector). */
  readonly symbol?: string;
  /** A canonical decimal string (isDecimalString). */
  readonly price: string;
  /** 24 h change in percent, when the event carries it; a canonical decimal string. */
  readonly percentage?: string;
}

/** The coinLivePriceMap of the global state (spec 001 §3), keyed by coin id. */
export type LivePriceMap = ReadonlyMap<string, LivePrice>;

export const EMPTY_LIVE_PRICES: LivePriceMap = new Map();

/** The prices after a merge, and the coins whose entry changed (in first-change order). */
export interface MergedPrices {
  readonly prices: LivePriceMap;
  readonly changed: readonly string[];
}

const sameText = (a: string | undefined, b: string | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && compareDecimalStrings(a, b) === 0);
const sameLivePrice = (a: LivePrice, b: LivePrice): boolean => sameText(a.price, b.price) && sameText(a.percentage, b.percentage);

/**
 * The map with updates applied in arrival order: the last update per coin wins, other coins keep
 * their price (and their entry's identity). The same map comes back when no update changes
 * anything ("1.50" after "1.5" is no change), so a snapshot keeps its identity until it changes.
 */
export function mergeLivePrices(current: LivePriceMap, updates: readonly LivePrice[]): MergedPrices {
  let next: Map<string, LivePrice> | undefined;
  const changed = new Set<string>();
  for (const update of updates) {
    const before = (next ?? current).get(update.coinId);
    if (before !== undefined && sameLivePrice(before, update)) continue;
    next ??= new Map(current);
    next.set(update.coinId, update);
    changed.add(update.coinId);
  }
  return next === undefined ? { prices: current, changed: [] } : { prices: next, changed: [...changed] };
}

/** Updates received since the last flush; the window opened with the first of them (epoch ms). */
export interface LivePriceBatch {
  readonly pending: readonly (readonly LivePrice[])[];
  readonly openedAt: number | undefined;
}

export const EMPTY_BATCH: LivePriceBatch = { pending: [], openedAt: undefined };

/** The batch with received updates added (one event's list, not copied); the first update after a flush opens a 1500 ms window. */
export function addToBatch(batch: LivePriceBatch, updates: readonly LivePrice[], now: number): LivePriceBatch {
  if (updates.length === 0) return batch;
  return { pending: [...batch.pending, updates], openedAt: batch.openedAt ?? now };
}

/** When the open window ends, undefined when nothing is pending. */
export const batchFlushAt = (batch: LivePriceBatch): number | undefined => (batch.openedAt === undefined ? undefined : batch.openedAt + LIVE_PRICE_BATCH_MS);

/**
 * At `now`, a batch whose window has ended is merged into the prices and emptied; otherwise
 * nothing changes. Choice: the window is 1500 ms from the first pending update, not a fixed
 * clock grid, so an idle stream costs nothing.
 */
export function flushBatch(batch: LivePriceBatch, prices: LivePriceMap, now: number): { readonly batch: LivePriceBatch } & MergedPrices {
  const due = batchFlushAt(batch);
  if (due === undefined || now < due) return { batch, prices, changed: [] };
  return { batch: EMPTY_BATCH, ...mergeLivePrices(prices, batch.pending.flat()) };
}
