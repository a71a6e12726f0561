import type { CurrencyCode } from '../money/currency';
import { CoinCategory, type Screener, screenerOf, type ScreenerWindow } from './coin-category';

/** Coin list paging (spec 000 §9, 001 §9): page index 1, page size 100. */
export const COIN_LIST_FIRST_PAGE = 1;
export const COIN_LIST_PAGE_SIZE = 100;

/** What the coin list should fetch now. */
export type CoinListFetch =
  | { readonly kind: 'wait' }
  | { readonly kind: 'search'; readonly keyword: string }
  | { readonly kind: 'screener'; readonly screener: Screener }
  | { readonly kind: 'coins' }
  | { readonly kind: 'favourites' };

export interface CoinListInputs {
  /** The account's native_currency, undefined until the account has loaded. */
  readonly nativeCurrency: CurrencyCode | undefined;
  readonly category: CoinCategory;
  readonly keyword: string;
  readonly window?: ScreenerWindow;
}

/** Spec 001 §4: the list is not fetched until native_currency is known. */
export const shouldFetchCoinList = (nativeCurrency: CurrencyCode | undefined): boolean => nativeCurrency !== undefined;

/** Spec 001 §4: search is skipped while the keyword is empty. Choice: blank (spaces only) counts as empty. */
export const shouldSearch = (keyword: string): boolean => keyword.trim() !== '';

/**
 * The fetch the coin list needs: nothing until the native currency is known; a search when there
 * is a keyword (spec 000 §2: search mode hides the tabs); else the category's screener, the full
 * list, or the favourites.
 */
export function planCoinListFetch(inputs: CoinListInputs): CoinListFetch {
  if (!shouldFetchCoinList(inputs.nativeCurrency)) return { kind: 'wait' };
  if (shouldSearch(inputs.keyword)) return { kind: 'search', keyword: inputs.keyword.trim() };
  if (inputs.category === CoinCategory.Favourites) return { kind: 'favourites' };
  const screener = screenerOf(inputs.category, inputs.window);
  return screener === undefined ? { kind: 'coins' } : { kind: 'screener', screener };
}
