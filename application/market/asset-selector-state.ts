import {
  type AssetKind,
  assetKindTabs,
  isSearchMode,
  screenerTabs,
  type SelectorFetch,
  type SelectorMode,
  type SelectorScreener,
} from '../../domain/market/asset-selector-tabs';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';

/** A coin row of the selector. */
export interface SelectorCoin {
  readonly symbol: CurrencyCode;
  readonly name: string;
  readonly iconUrl: string | undefined;
  /** Its page's slug (/hub/price/{slug}); undefined for a held coin the list does not offer. */
  readonly slug: string | undefined;
  /** The price in `currency` and its 24 h change in percent, when the coin list gave them. */
  readonly price: Dec | undefined;
  readonly change24h: Dec | undefined;
  readonly currency: CurrencyCode | undefined;
  /** Sell: what the customer holds and its value in the native currency. */
  readonly held: { readonly amount: Dec; readonly value: Dec; readonly currency: CurrencyCode } | undefined;
}

/** A basket row of the selector: an offer (Buy) or an owned basket (Sell). */
export interface SelectorBasket {
  /** What selecting it hands over: the offer id in Buy, the owned basket's id in Sell. */
  readonly id: string;
  readonly offerId: string;
  readonly title: string;
  readonly label: string;
  readonly coins: readonly CurrencyCode[];
  readonly priceChange: { readonly percentage: Dec; readonly period: string } | undefined;
  /** Sell: the basket's value in `balanceCurrency`. */
  readonly balance: Dec | undefined;
  readonly balanceCurrency: CurrencyCode;
  /** Delisted or disabled: listed, but buying it is refused with the 'basket delisted' dialog. */
  readonly unavailable: boolean;
}

export interface SelectorAssets {
  readonly coins: readonly SelectorCoin[];
  readonly baskets: readonly SelectorBasket[];
}

/** The last list fetched, for which plan. */
export interface SelectorList extends SelectorAssets {
  readonly fetch: SelectorFetch;
  readonly status: 'loading' | 'ready' | 'failed';
}

/** What the customer chose in the selector. */
export interface SelectorInputs {
  readonly mode: SelectorMode;
  readonly open: boolean;
  /** The search box's text, cut to 100 characters. */
  readonly searchText: string;
  readonly kind: AssetKind;
  readonly screener: SelectorScreener;
  readonly basketEnabled: boolean;
  readonly list: SelectorList;
}

/** Inputs plus what the rules derive; components only read this. */
export interface AssetSelectorState extends SelectorInputs {
  readonly kindTabs: readonly AssetKind[];
  readonly screenerTabs: readonly SelectorScreener[];
  /** Spec 000 §2: a search hides the tabs and groups the results. */
  readonly searchMode: boolean;
  /** What to show now: a search's results only once they are for the text typed. */
  readonly shown: { readonly status: SelectorList['status'] } & SelectorAssets;
}

const NOTHING: SelectorAssets = { coins: [], baskets: [] };

export const initialSelectorInputs = (mode: SelectorMode, open: boolean, basketEnabled: boolean): SelectorInputs => ({
  mode,
  open,
  searchText: '',
  kind: 'coins',
  screener: 'for_you',
  basketEnabled,
  list: { fetch: { kind: 'wait' }, status: 'loading', ...NOTHING },
});

const isCurrentSearch = (fetch: SelectorFetch, searchText: string): boolean =>
  (fetch.kind === 'search_market' || fetch.kind === 'search_holdings') && fetch.keyword === searchText.trim();

export function deriveSelectorState(inputs: SelectorInputs): AssetSelectorState {
  const searchMode = isSearchMode(inputs.searchText);
  const stale = searchMode ? !isCurrentSearch(inputs.list.fetch, inputs.searchText) : inputs.list.fetch.kind.startsWith('search');
  const shown = stale ? { status: 'loading' as const, ...NOTHING } : { status: inputs.list.status, coins: inputs.list.coins, baskets: inputs.list.baskets };
  return {
    ...inputs,
    kindTabs: assetKindTabs(inputs.basketEnabled),
    screenerTabs: screenerTabs(inputs.mode),
    searchMode,
    shown,
  };
}
