import type { FavouritesService } from './favourites-service';
import type { CoinDetailService } from './coin-detail-service';
import type { AssetSelectorService } from './asset-selector-service';

/** What the market area offers driving adapters: coins, favourites and the asset selector. Its wiring: adapters/wiring/areas. */
export interface MarketServices {
  readonly favourites: FavouritesService;
  /** The coin detail page's coin, price and chart. */
  readonly coinDetail: CoinDetailService;
  /** The asset selector of Buy and Sell: search, tabs and lists. */
  readonly assetSelector: AssetSelectorService;
}
