import type { Screener } from './coin-category';
import type { CoinRow } from './coin-row';
import { type CoinSort, sortCoinRows } from './coin-sort';

/** A coin as the screeners see it: its table row and when it was listed (epoch ms). */
export interface ScreenerRow extends CoinRow {
  readonly listedAt: number | undefined;
}

/** Choice: a screener names at most 20 coins. */
export const SCREENER_SIZE = 20;

/** Choice: a coin counts as recently listed for 30 days. */
export const RECENTLY_LISTED_MS = 30 * 24 * 3_600_000;

/** Every screener (spec 001 §7 coin_screeners/{...}), to check a path segment against. */
export const SCREENERS: readonly Screener[] = Object.keys({
  top_gainers: true,
  top_gainers_1h: true,
  top_losers: true,
  top_losers_1h: true,
  recently_listed: true,
  most_traded: true,
} satisfies Record<Screener, true>) as Screener[];

export const isScreener = (value: string): value is Screener => (SCREENERS as readonly string[]).includes(value);

interface Ranking {
  readonly keep: (row: ScreenerRow) => boolean;
  readonly sort: CoinSort;
}

const positive = (value: CoinRow['percentage']) => value !== undefined && value.greaterThan(0);
const negative = (value: CoinRow['percentage']) => value !== undefined && value.lessThan(0);

/**
 * What each screener keeps and how it orders (spec 001 §7, §9 windows 24h and 1h; the sort keys
 * of coin-sort.ts). Choices: gainers have risen (change above 0) and losers fallen (below 0), so a
 * coin is never both in the same window, and an unchanged coin is neither; most traded is by 24 h
 * volume; recently listed holds coins listed in the last 30 days (not in the future), newest first.
 */
const RANKINGS: Record<Exclude<Screener, 'recently_listed'>, Ranking> = {
  top_gainers: { keep: (row) => positive(row.percentage), sort: { key: 'percentage', direction: 'desc' } },
  top_gainers_1h: { keep: (row) => positive(row.percentChange1h), sort: { key: '1h', direction: 'desc' } },
  top_losers: { keep: (row) => negative(row.percentage), sort: { key: 'percentage', direction: 'asc' } },
  top_losers_1h: { keep: (row) => negative(row.percentChange1h), sort: { key: '1h', direction: 'asc' } },
  most_traded: { keep: (row) => row.volume24h !== undefined, sort: { key: '24h', direction: 'desc' } },
};

export const isRecentlyListed = (listedAt: number | undefined, now: number): boolean =>
  listedAt !== undefined && listedAt <= now && now - listedAt <= RECENTLY_LISTED_MS;

/**
 * The coins a screener shows at `now`, best first, at most `size`. Ties keep the coin-sort rules
 * (better rank first); recently listed ties keep the input order.
 */
export function screenCoins<R extends ScreenerRow>(rows: readonly R[], screener: Screener, now: number, size = SCREENER_SIZE): R[] {
  if (screener === 'recently_listed') {
    return rows
      .filter((row) => isRecentlyListed(row.listedAt, now))
      .sort((a, b) => (b.listedAt ?? 0) - (a.listedAt ?? 0))
      .slice(0, size);
  }
  const ranking = RANKINGS[screener];
  return sortCoinRows(rows.filter(ranking.keep), ranking.sort).slice(0, size);
}
