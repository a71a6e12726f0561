/** Coin list categories (spec 001 §3 "Coin categories", plus the favourites tab of 001 §2 and 000 §9). */
export const CoinCategory = {
  AllCoins: 'AllCoins',
  Favourites: 'Favourites',
  TopGainers: 'TopGainers',
  TopLosers: 'TopLosers',
  New: 'New',
  MostTraded: 'MostTraded',
} as const;
export type CoinCategory = (typeof CoinCategory)[keyof typeof CoinCategory];

/** The coin tabs in display order (spec 000 §9: all, favourites, top gainers, top losers, new, most traded). */
export const COIN_CATEGORY_TABS: readonly CoinCategory[] = [
  CoinCategory.AllCoins,
  CoinCategory.Favourites,
  CoinCategory.TopGainers,
  CoinCategory.TopLosers,
  CoinCategory.New,
  CoinCategory.MostTraded,
];

const CATEGORIES = new Set<string>(COIN_CATEGORY_TABS);
export const isCoinCategory = (value: unknown): value is CoinCategory => typeof value === 'string' && CATEGORIES.has(value);

/** Screener windows (spec 001 §9). */
export type ScreenerWindow = '24h' | '1h';

/** Path segments of the screener endpoint (spec 001 §7, coin_screeners/{...}). */
export type Screener = 'top_gainers' | 'top_gainers_1h' | 'top_losers' | 'top_losers_1h' | 'recently_listed' | 'most_traded';

/**
 * The screener a category is fetched from (spec 001 §7): gainers and losers by window, New from
 * recently_listed, MostTraded from most_traded. All coins and favourites use no screener.
 * Choice: the window only changes gainers and losers, the only screeners with a 1h variant.
 */
export function screenerOf(category: CoinCategory, window: ScreenerWindow = '24h'): Screener | undefined {
  switch (category) {
    case CoinCategory.TopGainers:
      return window === '1h' ? 'top_gainers_1h' : 'top_gainers';
    case CoinCategory.TopLosers:
      return window === '1h' ? 'top_losers_1h' : 'top_losers';
    case CoinCategory.New:
      return 'recently_listed';
    case CoinCategory.MostTraded:
      return 'most_traded';
    case CoinCategory.AllCoins:
    case CoinCategory.Favourites:
      return undefined;
  }
}

/** Spec 001 §4: the coin list opens on All coins when that tab is allowed, else on Favourites. */
export const defaultCoinCategory = (allCoinsAllowed: boolean): CoinCategory => (allCoinsAllowed ? CoinCategory.AllCoins : CoinCategory.Favourites);

/** Whether a category may be shown: every tab but All coins is always allowed. */
export const isCategoryAllowed = (category: CoinCategory, allCoinsAllowed: boolean): boolean => category !== CoinCategory.AllCoins || allCoinsAllowed;
