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
  const keyOf = sort.key === 'asset' ? (row: CoinRow) => textKey(row.name) : amountKey(NUMERIC[sort.key]);
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => compareKeys(a.key, b.key, sign) || compareRank(a.row.rank, b.row.rank) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * A row's sort key, read once per row rather than at each of a sort's n log n comparisons. An
 * amount keeps its nearest double beside the exact value, only to order faster: rounding to the
 * nearest double never reverses an order (x < y gives near(x) <= near(y)), so two different
 * doubles order their amounts, and equal doubles fall back to comparing the exact decimals.
 * Nothing is computed with the double.
 */
type SortKey =
  { readonly kind: 'missing' } | { readonly kind: 'text'; readonly text: string } | { readonly kind: 'amount'; readonly near: number; readonly exact: Dec };

const MISSING: SortKey = { kind: 'missing' };
const textKey = (name: string): SortKey => ({ kind: 'text', text: name.toLowerCase() });
const amountKey =
  (value: (row: CoinRow) => Dec | undefined) =>
  (row: CoinRow): SortKey => {
    const exact = value(row);
    return exact === undefined ? MISSING : { kind: 'amount', near: exact.toNumber(), exact };
  };

/** The keys' order in the direction (`sign`), a missing value last either way. */
function compareKeys(a: SortKey, b: SortKey, sign: number): number {
  if (a.kind === 'missing' || b.kind === 'missing') return (a.kind === 'missing' ? 1 : 0) - (b.kind === 'missing' ? 1 : 0);
  if (a.kind === 'text' && b.kind === 'text') return sign * (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  if (a.kind === 'amount' && b.kind === 'amount') return sign * (a.near < b.near ? -1 : a.near > b.near ? 1 : a.exact.comparedTo(b.exact));
  return 0;
}

function compareRank(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return (a === undefined ? 1 : 0) - (b === undefined ? 1 : 0);
  return a - b;
}
