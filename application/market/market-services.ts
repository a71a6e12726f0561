import type { CoinDirectory } from './coin-directory';
import type { FavouritesService } from './favourites-service';
import type { CoinDetailService } from './coin-detail-service';
import type { AssetSelectorService } from './asset-selector-service';
import type { LivePriceService } from './live-price-service';
import type { MarketListService } from './market-list-service';

/** What the market area offers driving adapters: coins, favourites and the asset selector. Its wiring: adapters/wiring/areas. */
export interface MarketServices {
  /** The page's one live-prices subscription, shared by every screen that shows a price (screens start and stop it). */
  readonly livePrices: LivePriceService;
  readonly favourites: FavouritesService;
  /** Names, pages and icons of the listed coins by symbol (home's coin rows). */
  readonly coinDirectory: CoinDirectory;
  /** The coin list card of /hub/market: categories, search, sort, pages, sparklines. */
  readonly marketList: MarketListService;
  /** The coin detail page's coin, price and chart. */
  readonly coinDetail: CoinDetailService;
  /** The asset selector of Buy and Sell: search, tabs and lists. */
  readonly assetSelector: AssetSelectorService;
}
