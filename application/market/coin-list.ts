import type { CoinCategory, ScreenerWindow } from '../../domain/market/coin-category';
import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE, planCoinListFetch } from '../../domain/market/coin-list-query';
import { type CoinSort, DEFAULT_COIN_SORT, sortCoinRows } from '../../domain/market/coin-sort';
import { toCoinRow } from '../../domain/market/coin-row';
import type { ApiResult } from '../ports/api-error';
import type { CoinInfo, CoinsPort, CoinViewQuery } from '../ports/coins-port';

export interface CoinListQuery {
  readonly category: CoinCategory;
  readonly keyword: string;
  /** The gainers' and losers' window (24h unless asked). */
  readonly window?: ScreenerWindow;
  /** Undefined keeps a screener's own order and sorts the other lists by the default (24h descending). */
  readonly sort?: CoinSort;
  /** 1-based (spec 001 §9). */
  readonly page: number;
  readonly pageSize?: number;
}

export interface CoinListResult {
  readonly coins: readonly CoinInfo[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** Every page of the full list or of a search, in the server's order. */
async function allPages(port: CoinsPort, view: CoinViewQuery, keyword: string): Promise<ApiResult<readonly CoinInfo[]>> {
  const coins: CoinInfo[] = [];
  for (let pageIndex = COIN_LIST_FIRST_PAGE; ; pageIndex++) {
    const page = await port.getCoinList({ ...view, keyword, pageIndex, pageSize: COIN_LIST_PAGE_SIZE });
    if (!page.ok) return page;
    coins.push(...page.value.coins);
    if (page.value.coins.length === 0 || coins.length >= page.value.total) return { ok: true, value: coins };
  }
}

/**
 * Every coin of a category or a search, by the domain's plan (spec 001 §4): a search, the
 * category's screener (in its own order), the full list, or the favourites.
 */
export async function fetchCoinList(
  port: CoinsPort,
  view: CoinViewQuery,
  query: Pick<CoinListQuery, 'category' | 'keyword' | 'window'>,
): Promise<ApiResult<readonly CoinInfo[]>> {
  const plan = planCoinListFetch({
    nativeCurrency: view.nativeCurrency,
    category: query.category,
    keyword: query.keyword,
    ...(query.window === undefined ? {} : { window: query.window }),
  });
  switch (plan.kind) {
    case 'wait':
      return { ok: true, value: [] };
    case 'search':
      return allPages(port, view, plan.keyword);
    case 'coins':
      return allPages(port, view, '');
    case 'screener':
      return port.getScreener(plan.screener, view);
    case 'favourites': {
      const favourites = await port.getFavourites();
      if (!favourites.ok) return favourites;
      const everything = await allPages(port, view, '');
      if (!everything.ok) return everything;
      const wanted = new Set(favourites.value);
      return { ok: true, value: everything.value.filter((coin) => wanted.has(coin.id)) };
    }
  }
}

/**
 * One page of the coin list (spec 001 §2, §4, §9): the category's fetch (search, screener, all
 * coins or favourites) by the domain's plan, ordered by the domain's sort over the whole list
 * (a screener keeps its own order unless a sort is asked for), then paged (page 1, size 100). Choice: sorting is done over every coin, not within a
 * server page, so page 2 continues page 1's order.
 */
export async function loadCoinList(port: CoinsPort, view: CoinViewQuery, query: CoinListQuery): Promise<ApiResult<CoinListResult>> {
  const fetched = await fetchCoinList(port, view, query);
  if (!fetched.ok) return fetched;
  const screener = planCoinListFetch({ nativeCurrency: view.nativeCurrency, category: query.category, keyword: query.keyword }).kind === 'screener';
  const sort = query.sort ?? (screener ? undefined : DEFAULT_COIN_SORT);
  const rows = fetched.value.map((coin) => ({ ...toCoinRow(coin), coin }));
  const sorted = sort === undefined ? fetched.value : sortCoinRows(rows, sort).map((row) => row.coin);
  const pageSize = query.pageSize ?? COIN_LIST_PAGE_SIZE;
  const start = (query.page - 1) * pageSize;
  return { ok: true, value: { coins: sorted.slice(start, start + pageSize), page: query.page, pageSize, total: sorted.length } };
}
