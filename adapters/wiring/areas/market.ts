import { AssetSelectorLoader } from '../../../application/market/asset-selector-loader';
import { AssetSelectorService } from '../../../application/market/asset-selector-service';
import { CoinDirectory } from '../../../application/market/coin-directory';
import { CoinDetailService } from '../../../application/market/coin-detail-service';
import { FavouritesService } from '../../../application/market/favourites-service';
import { LivePriceService } from '../../../application/market/live-price-service';
import { MarketListService } from '../../../application/market/market-list-service';
import type { MarketServices } from '../../../application/market/market-services';
import type { CoinsPort } from '../../../application/ports/coins-port';
import type { PriceStreamPort } from '../../../application/ports/price-stream-port';
import { SsePriceStreamAdapter } from '../../sse/sse-price-stream-adapter';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends MarketServices {
    coins: CoinsPort;
    priceStream: PriceStreamPort;
    assetSelectorLoader: AssetSelectorLoader;
  }
}

/** Coins, live prices, favourites, the coin page and the asset selector. */
export const marketArea = area<MarketServices>()({
  name: 'market',
  ports: {
    coins: lazyHttpPort(async (d) => new (await import('../../http/coins-http-adapter')).HttpCoinsAdapter(d.http)),
    priceStream: needs(['httpEnvironment'], ({ httpEnvironment: env }) => new SsePriceStreamAdapter({ baseUrl: env.apiBaseUrl, fetch: env.fetch })),
  },
  services: {
    livePrices: needs(['priceStream', 'visibility', 'scheduler', 'customer'], (d) => new LivePriceService(d)),
    favourites: needs(['coins', 'notices'], (d) => new FavouritesService(d)),
    coinDirectory: needs(['coins', 'customer'], (d) => new CoinDirectory(d)),
    marketList: needs(['coins', 'customer', 'scheduler', 'tabStorage'], (d) => new MarketListService(d)),
    coinDetail: needs(['coins', 'customer', 'livePrices', 'scheduler'], (d) => new CoinDetailService(d)),
    assetSelector: needs(['assetSelectorLoader', 'customer', 'scheduler'], (d) => new AssetSelectorService(d)),
  },
  internal: {
    assetSelectorLoader: needs(['coins', 'baskets', 'balances'], (d) => new AssetSelectorLoader(d)),
  },
});
