import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE } from './coin-list-query';

/** The coin list query's filters (spec 001 §3 coin query fields: category_ids, keyword) and its page. */
export interface CoinListFilter {
  readonly keyword?: string;
  readonly categoryIds?: readonly string[];
  readonly pageIndex?: number;
  readonly pageSize?: number;
}

/** One page of a list, and how many items the whole list has. */
export interface CoinListPage<T> {
  readonly items: readonly T[];
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number;
}

interface Filterable {
  readonly name: string;
  readonly symbol: string;
  readonly categoryIds: readonly string[];
}

/**
 * Whether a coin matches a search keyword. Choice: the trimmed keyword, case-insensitive, found
 * anywhere in the name or the symbol ("bit" finds Bitcoin and Bittensor, "eth" finds ETH and
 * Tether); a blank keyword matches every coin.
 */
export function matchesKeyword(coin: Pick<Filterable, 'name' | 'symbol'>, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || coin.name.toLowerCase().includes(wanted) || coin.symbol.toLowerCase().includes(wanted);
}

/** Choice: a coin is in the category_ids[] variant's list when it has any of the categories; none asked means all. */
export const inCategories = (coin: Pick<Filterable, 'categoryIds'>, categoryIds: readonly string[]): boolean =>
  categoryIds.length === 0 || categoryIds.some((id) => coin.categoryIds.includes(id));

/** A page request is whole numbers: an index from 1, a size from 1 to the list's page size of 100 (spec 001 §9). */
export const isValidPage = (pageIndex: number, pageSize: number): boolean =>
  Number.isInteger(pageIndex) && pageIndex >= COIN_LIST_FIRST_PAGE && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= COIN_LIST_PAGE_SIZE;

/**
 * The coins matching the filter, one page of them in the input order; page 1 of 100 unless asked
 * otherwise. A page past the end is empty. The caller checks the page with isValidPage first.
 */
export function filterCoinList<T extends Filterable>(coins: readonly T[], filter: CoinListFilter): CoinListPage<T> {
  const pageIndex = filter.pageIndex ?? COIN_LIST_FIRST_PAGE;
  const pageSize = filter.pageSize ?? COIN_LIST_PAGE_SIZE;
  const matching = coins.filter((coin) => matchesKeyword(coin, filter.keyword ?? '') && inCategories(coin, filter.categoryIds ?? []));
  const start = (pageIndex - 1) * pageSize;
  return { items: matching.slice(start, start + pageSize), pageIndex, pageSize, total: matching.length };
}
