import type { Dec } from '../money/decimal';
import type { CoinRow } from './coin-row';

/** Sort keys of the coin list (spec 000 §9, 001 §9). */
export const COIN_SORT_KEYS = ['marketCap', 'percentage', 'price', 'asset', '24h', '1h'] as const;
export type CoinSortKey = (typeof COIN_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface CoinSort {
  readonly key: CoinSortKey;
  readonly direction: SortDirection;
}

/** Spec 000 §9, 001 §9: the coin list is sorted by 24h, descending, until the user picks a column. */
export const DEFAULT_COIN_SORT: CoinSort = { key: '24h', direction: 'desc' };

/**
 * The amount each numeric key sorts by. Choice: "percentage" is the 24 h price change, "24h" the
 * 24 h volume and "1h" the 1 h price change, so that no two keys sort by the same column.
 */
const NUMERIC: Record<Exclude<CoinSortKey, 'asset'>, (row: CoinRow) => Dec | undefined> = {
  marketCap: (row) => row.marketCap,
  percentage: (row) => row.percentage,
  price: (row) => row.price,
  '24h': (row) => row.volume24h,
  '1h': (row) => row.percentChange1h,
};

/**
 * The rows in a new array, ordered by the key in the direction (spec 001 §2 sortable columns).
 * Choices: "asset" sorts by name, case-insensitive, in code-point order (the same in every
 * locale); a missing value sorts last in either direction; ties go to the better (lower) rank,
 * a missing rank last, then to the original order (the sort is stable).
 */
export function sortCoinRows<R extends CoinRow>(rows: readonly R[], sort: CoinSort): R[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byKey = sort.key === 'asset' ? (a: R, b: R) => sign * compareText(a.name, b.name) : byAmount(NUMERIC[sort.key], sign);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => byKey(a.row, b.row) || compareRank(a.row.rank, b.row.rank) || a.index - b.index)
    .map(({ row }) => row);
}

function byAmount(value: (row: CoinRow) => Dec | undefined, sign: number): (a: CoinRow, b: CoinRow) => number {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * x.comparedTo(y);
  };
}

function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareRank(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0);
  return a - b;
}
