import type { Screener } from './coin-category';
import { shouldSearch } from './coin-list-query';

/** The asset selector serves Buy (a drawer titled Buy) and Sell (a modal titled Sell) (spec 000 §2). */
export type SelectorMode = 'buy' | 'sell';

/** The selector's asset tabs (spec 000 §2): Coins, and Baskets when the basket product is enabled. */
export type AssetKind = 'coins' | 'baskets';

export const assetKindTabs = (basketEnabled: boolean): readonly AssetKind[] => (basketEnabled ? ['coins', 'baskets'] : ['coins']);

/** Buy's screener tabs (spec 000 §2): for you, favourites, top gainers, top losers, recently listed, most traded. */
export type SelectorScreener = 'for_you' | 'favourites' | 'top_gainers' | 'top_losers' | 'recently_listed' | 'most_traded';

export const BUY_SCREENER_TABS: readonly SelectorScreener[] = ['for_you', 'favourites', 'top_gainers', 'top_losers', 'recently_listed', 'most_traded'];

/** Only Buy has screener tabs; Sell lists what the customer holds. */
export const screenerTabs = (mode: SelectorMode): readonly SelectorScreener[] => (mode === 'buy' ? BUY_SCREENER_TABS : []);

/** Choice: the screeners use their 24 h window, the one the coin list opens on (spec 001 §9). */
const SCREENER_OF: Readonly<Record<Exclude<SelectorScreener, 'for_you' | 'favourites'>, Screener>> = {
  top_gainers: 'top_gainers',
  top_losers: 'top_losers',
  recently_listed: 'recently_listed',
  most_traded: 'most_traded',
};

/** Spec 000 §2: typing a search hides the tabs. Choice: blank text (spaces only) is not a search. */
export const isSearchMode = (typed: string): boolean => shouldSearch(typed);

/** What the selector lists now, and where it comes from. */
export type SelectorFetch =
  | { readonly kind: 'wait' }
  /** Buy: the coin list's search and, with baskets on, the preset offers matching the keyword. */
  | { readonly kind: 'search_market'; readonly keyword: string; readonly baskets: boolean }
  /** Sell: the customer's coins and baskets matching the keyword. */
  | { readonly kind: 'search_holdings'; readonly keyword: string; readonly baskets: boolean }
  | { readonly kind: 'for_you' }
  | { readonly kind: 'favourites' }
  | { readonly kind: 'screener'; readonly screener: Screener }
  | { readonly kind: 'offers' }
  | { readonly kind: 'held_coins' }
  | { readonly kind: 'owned_baskets' };

export interface SelectorInputs {
  readonly mode: SelectorMode;
  /** Whether the customer's view (native currency, country) is known; nothing is fetched before. */
  readonly ready: boolean;
  readonly basketEnabled: boolean;
  readonly kind: AssetKind;
  readonly screener: SelectorScreener;
  /** The debounced search text. */
  readonly keyword: string;
}

/**
 * The list the selector needs (spec 000 §2, §5): nothing until the customer's view is known; a
 * search across coins and baskets while there is a keyword (the tabs are hidden); otherwise the
 * tab's list. Choice: with the basket product off the Baskets tab does not exist, so a stale
 * 'baskets' choice lists coins.
 */
export function planSelectorFetch(inputs: SelectorInputs): SelectorFetch {
  if (!inputs.ready) return { kind: 'wait' };
  const baskets = inputs.basketEnabled;
  if (shouldSearch(inputs.keyword)) {
    const keyword = inputs.keyword.trim();
    return inputs.mode === 'buy' ? { kind: 'search_market', keyword, baskets } : { kind: 'search_holdings', keyword, baskets };
  }
  const kind: AssetKind = baskets ? inputs.kind : 'coins';
  if (inputs.mode === 'sell') return kind === 'baskets' ? { kind: 'owned_baskets' } : { kind: 'held_coins' };
  if (kind === 'baskets') return { kind: 'offers' };
  if (inputs.screener === 'for_you') return { kind: 'for_you' };
  if (inputs.screener === 'favourites') return { kind: 'favourites' };
  return { kind: 'screener', screener: SCREENER_OF[inputs.screener] };
}
