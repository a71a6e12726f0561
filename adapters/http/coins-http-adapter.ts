import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type {
  CoinInfo,
  CoinListRequest,
  CoinPage,
  CoinsByIdRequest,
  CoinsPort,
  CoinViewQuery,
  Ticker,
  TickerRequest,
} from '../../application/ports/coins-port';
import type { Screener } from '../../domain/market/coin-category';
import type { Favourites } from '../../domain/market/favourites';
import { TICKER_INTERVAL, TICKER_PERIOD } from '../../domain/market/price-chart';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { coinsRoutes as routes } from './routes/coins';
import type { coinItem, ticker } from './schemas/coins';

const toCoinInfo = (c: z.output<typeof coinItem>, resolve: (url: string) => string): CoinInfo => ({
  id: c.id,
  name: c.name,
  symbol: c.symbol,
  slug: c.slug,
  iconImageUrl: c.icon_image_url === '' ? '' : resolve(c.icon_image_url),
  coinInfoSymbol: c.coin_info_symbol,
  displaySymbol: c.detail.display_symbol,
  rank: c.rank,
  price: c.price_native.amount,
  nativeCurrency: c.price_native.currency,
  percentage: c.percent_change_24h_native,
  percentChange1h: c.percent_change_1h_native,
  marketCap: c.market_cap_native,
  volume24h: c.volume_24h_native,
  circulatingSupply: c.circulating_supply,
  maxSupply: c.max_supply,
  listedAt: Date.parse(c.listed_at),
  categoryIds: c.category_ids,
  walletAvailable: c.wallet?.available.amount,
  maxFraction: c.detail.max_fraction,
  lotSize: c.detail.lot_size,
  features: {
    exchange: c.detail.features.exchange,
    purchase: c.detail.features.purchase,
    vibanPurchase: c.detail.features.viban_purchase,
    vibanOut: c.detail.features.viban_out,
  },
});

const toTicker = (t: z.output<typeof ticker>): Ticker => ({
  symbol: t.symbol,
  coinInfoSymbol: t.coin_info_symbol,
  period: t.period,
  interval: t.interval,
  price: t.price_native.amount,
  nativeCurrency: t.price_native.currency,
  percentage: t.percent_change_24h_native,
  points: t.prices.map((p) => ({ at: p.t, price: p.price })),
});

const viewQuery = (q: CoinViewQuery): Record<string, string> => ({
  country_code: q.countryCode,
  is_prime_user: String(q.isPrimeUser),
  native_currency: q.nativeCurrency,
  ...(q.entityId === undefined ? {} : { entity_id: q.entityId }),
});

/** Coins, screeners, tickers and favourites over HTTP (spec 001 §7). */
export class HttpCoinsAdapter implements CoinsPort {
  constructor(private readonly http: HttpClient) {}

  /** A coin as the port gives it, its icon URL resolved against the API's base (the wire may give a path). */
  private readonly coinInfo = (c: z.output<typeof coinItem>): CoinInfo => toCoinInfo(c, (url) => this.http.resolveUrl(url));

  async getFavourites(): Promise<ApiResult<Favourites>> {
    return mapResult(await this.http.call(routes.favouriteCoins), (body) => body.favorite_coins);
  }

  async addFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return mapResult(await this.http.call(routes.createFavouriteCoins, { body: { favorite_coins: coinIds } }), (body) => body.favorite_coins);
  }

  async removeFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return mapResult(await this.http.call(routes.deleteFavouriteCoins, { body: { favorite_coins: coinIds } }), (body) => body.favorite_coins);
  }

  async queryCoins(request: CoinsByIdRequest): Promise<ApiResult<readonly CoinInfo[]>> {
    const body = {
      rails_ids: request.railsIds,
      native_currency: request.nativeCurrency,
      is_prime_user: request.isPrimeUser,
      ...(request.entityId === undefined ? {} : { entity_id: request.entityId }),
    };
    return mapResult(await this.http.call(routes.queryCoins, { body }), (r) => r.coins.map(this.coinInfo));
  }

  async getCoinList(request: CoinListRequest): Promise<ApiResult<CoinPage>> {
    const query = {
      ...viewQuery(request),
      ...(request.categoryIds === undefined || request.categoryIds.length === 0 ? {} : { 'category_ids[]': request.categoryIds }),
      ...(request.keyword === undefined ? {} : { keyword: request.keyword }),
      ...(request.pageIndex === undefined ? {} : { page_index: String(request.pageIndex) }),
      ...(request.pageSize === undefined ? {} : { page_size: String(request.pageSize) }),
    };
    return mapResult(await this.http.call(routes.coinList, { query }), (r) => ({
      coins: r.coins.map(this.coinInfo),
      pageIndex: r.pagination.page_index,
      pageSize: r.pagination.page_size,
      total: r.pagination.total,
    }));
  }

  async getScreener(screener: Screener, query: CoinViewQuery): Promise<ApiResult<readonly CoinInfo[]>> {
    return mapResult(await this.http.call(routes.coinScreener, { params: { screener }, query: viewQuery(query) }), (r) => r.coins.map(this.coinInfo));
  }

  async getTickers(request: TickerRequest): Promise<ApiResult<readonly Ticker[]>> {
    const query = {
      symbol: request.symbols.join(','),
      native_currency: request.nativeCurrency,
      period: request.period ?? TICKER_PERIOD,
      interval: request.interval ?? TICKER_INTERVAL,
    };
    return mapResult(await this.http.call(routes.coinTickers, { query }), (r) => r.tickers.map(toTicker));
  }

  async getPopularTradingCoins(): Promise<ApiResult<readonly CoinInfo[]>> {
    return mapResult(await this.http.call(routes.popularTradingCoins), (r) => r.coins.map(this.coinInfo));
  }
}
