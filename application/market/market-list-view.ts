import { CoinCategory, screenerOf, type ScreenerWindow } from '../../domain/market/coin-category';
import { COIN_LIST_PAGE_SIZE } from '../../domain/market/coin-list-query';
import { type CoinSort, DEFAULT_COIN_SORT, sortCoinRows } from '../../domain/market/coin-sort';
import { toCoinRow } from '../../domain/market/coin-row';
import type { Favourites } from '../../domain/market/favourites';
import type { CoinInfo } from '../ports/coins-port';

/**
 * Pagination shows only above a minimum count (spec 001 §9, the count not given). Choice: more
 * than one page of 100 coins, so a list that fits one page never shows a pager with one page.
 */
export const COIN_LIST_PAGINATION_MIN = COIN_LIST_PAGE_SIZE + 1;

/**
 * The sort in force: the one picked, else a screener's own order (undefined) for gainers, losers,
 * new and most traded, else the default 24h descending (spec 001 §9).
 */
export function sortInForce(picked: CoinSort | undefined, category: CoinCategory, searching: boolean, window: ScreenerWindow): CoinSort | undefined {
  if (picked !== undefined) return picked;
  return !searching && screenerOf(category, window) !== undefined ? undefined : DEFAULT_COIN_SORT;
}

type SortableCoin = ReturnType<typeof toCoinRow> & { readonly coin: CoinInfo };

/** Each listed coin's table row, made once per coin object (a new sort of the same list reuses them: a row's slug is not cheap). */
const sortable = new WeakMap<CoinInfo, SortableCoin>();
function sortableOf(coin: CoinInfo): SortableCoin {
  let row = sortable.get(coin);
  if (row === undefined) {
    row = { ...toCoinRow(coin), coin };
    sortable.set(coin, row);
  }
  return row;
}

/** The coins in display order: by the sort, over the whole list so page 2 continues page 1 (a screener's order kept without one). */
export function orderCoins(coins: readonly CoinInfo[], sort: CoinSort | undefined): readonly CoinInfo[] {
  if (sort === undefined) return coins;
  return sortCoinRows(coins.map(sortableOf), sort).map((row) => row.coin);
}

export interface MarketPageView {
  readonly rows: readonly CoinInfo[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly showPagination: boolean;
}

/**
 * One page of the market table: the Favourites tab (outside a search) keeps the favourite coins
 * only, with the optimistic changes, so an unstarred coin leaves the tab at once. A page past the
 * end shows the last page.
 */
export function marketPageView(ordered: readonly CoinInfo[], favouritesOnly: Favourites | undefined, page: number): MarketPageView {
  const wanted = favouritesOnly === undefined ? undefined : new Set(favouritesOnly);
  const coins = wanted === undefined ? ordered : ordered.filter((coin) => wanted.has(coin.id));
  const pageCount = Math.max(1, Math.ceil(coins.length / COIN_LIST_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  const start = (shown - 1) * COIN_LIST_PAGE_SIZE;
  return {
    rows: coins.slice(start, start + COIN_LIST_PAGE_SIZE),
    total: coins.length,
    page: shown,
    pageCount,
    showPagination: coins.length >= COIN_LIST_PAGINATION_MIN,
  };
}

/** Whether the list shows only favourites: the Favourites tab, not searching. */
export const showsFavouritesOnly = (category: CoinCategory, searching: boolean): boolean => category === CoinCategory.Favourites && !searching;
