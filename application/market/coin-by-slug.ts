import { findBySlug, findBySymbolSlug, isWellFormedSlug, slugSearchKeyword } from '../../domain/market/coin-search';
import { COIN_LIST_FIRST_PAGE, COIN_LIST_PAGE_SIZE } from '../../domain/market/coin-list-query';
import type { ApiResult } from '../ports/api-error';
import type { CoinInfo, CoinsPort, CoinViewQuery } from '../ports/coins-port';

/** Choice: the whole-list fallback reads at most 20 pages (2000 coins) before giving up. */
export const SLUG_SCAN_MAX_PAGES = 20;

/**
 * The coin of a /hub/price/{slug} page, undefined when no offered coin has that slug. It searches
 * the coin list by the slug's longest word first (one call for nearly every coin), then reads the
 * whole list page by page when the search did not find it (a name written with accents or symbols).
 */
export async function coinBySlug(coins: CoinsPort, view: CoinViewQuery, slug: string): Promise<ApiResult<CoinInfo | undefined>> {
  if (!isWellFormedSlug(slug)) return { ok: true, value: undefined };
  const searched = await coins.getCoinList({ ...view, keyword: slugSearchKeyword(slug), pageIndex: COIN_LIST_FIRST_PAGE, pageSize: COIN_LIST_PAGE_SIZE });
  if (!searched.ok) return searched;
  const found = findBySlug(searched.value.coins, slug) ?? findBySymbolSlug(searched.value.coins, slug);
  if (found !== undefined) return { ok: true, value: found };
  for (let pageIndex = COIN_LIST_FIRST_PAGE; pageIndex <= SLUG_SCAN_MAX_PAGES; pageIndex++) {
    const page = await coins.getCoinList({ ...view, pageIndex, pageSize: COIN_LIST_PAGE_SIZE });
    if (!page.ok) return page;
    const match = findBySlug(page.value.coins, slug);
    if (match !== undefined) return { ok: true, value: match };
    if (pageIndex * COIN_LIST_PAGE_SIZE >= page.value.total) break;
  }
  return { ok: true, value: undefined };
}
