import { type ApiResult, businessError } from '../../application/ports/api-error';
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
import { ErrorCode } from '../../domain/errors/error-codes';
import type { Screener } from '../../domain/market/coin-category';
import type { Favourites } from '../../domain/market/favourites';
import { TICKER_INTERVAL, TICKER_PERIOD } from '../../domain/market/ticker-query';
import { currencyCode } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import {
  type CatalogueScope,
  CoinCatalogue,
  type CoinView,
  DEFAULT_COUNTRY,
  DEFAULT_NATIVE_CURRENCY,
  type TickerView,
} from '../sandbox/exchange/coins/coin-catalogue';
import { changeFavourites } from '../sandbox/exchange/coins/favourite-list';
import { Market } from '../sandbox/exchange/market';
import type { SandboxResult } from '../sandbox/exchange/sandbox-result';
import { FakeCalls } from './fake-calls';

export interface FakeCoinsOptions {
  /** Epoch milliseconds; prices, changes and screeners follow it. */
  readonly clock: () => number;
  /** The market's seed (the sandbox's default is 1). */
  readonly seed?: number;
  /** When the market started; listing dates count back from it. Defaults to the clock at construction. */
  readonly startedAt?: number;
  /** The signed-in customer's view, for favourites and popular coins. Defaults to USD in the US. */
  readonly nativeCurrency?: string;
  readonly countryCode?: string;
  readonly favourites?: Favourites;
}

const toCoinInfo = (v: CoinView, walletAvailable: Dec): CoinInfo => ({
  id: v.id,
  name: v.name,
  symbol: v.coinSymbol,
  slug: v.slug,
  iconImageUrl: v.iconImageUrl,
  coinInfoSymbol: v.symbol,
  displaySymbol: v.symbol,
  rank: v.rank,
  price: v.price,
  nativeCurrency: currencyCode(v.nativeCurrency),
  percentage: v.percentage,
  percentChange1h: v.percentChange1h,
  marketCap: v.marketCap,
  volume24h: v.volume24h,
  circulatingSupply: dec(v.coin.circulatingSupply),
  maxSupply: v.coin.maxSupply === undefined ? undefined : dec(v.coin.maxSupply),
  listedAt: v.listedAt,
  categoryIds: v.categoryIds,
  walletAvailable,
  maxFraction: v.coin.maxFraction,
  lotSize: v.coin.lotSize === undefined ? undefined : dec(v.coin.lotSize),
  features: v.coin.features,
});

const toTicker = (t: TickerView): Ticker => ({
  symbol: t.view.coinSymbol,
  coinInfoSymbol: t.view.symbol,
  period: t.period,
  interval: t.interval,
  price: t.view.price,
  nativeCurrency: currencyCode(t.view.nativeCurrency),
  percentage: t.view.percentage,
  points: t.points,
});

/** The sandbox catalogue's answer as the port gives it: a refusal is a business error with the same code and meta. */
const answer = <T, U>(result: SandboxResult<T>, map: (value: T) => U): ApiResult<U> =>
  result.ok
    ? { ok: true, value: map(result.value) }
    : { ok: false, error: businessError(result.error.code, { message: result.error.message, meta: result.error.meta ?? {} }) };

/**
 * In-memory coins for tests, with the sandbox's behaviour: the same seeded market and the same
 * catalogue (screeners, search, paging, tickers, coin_not_found), favourites by the domain's rule,
 * always signed in. Set wallets, favourites and whether the customer has transacted; make calls
 * fail or wait through `calls`.
 */
export class FakeCoinsAdapter implements CoinsPort {
  readonly calls = new FakeCalls<keyof CoinsPort>();
  readonly market: Market;
  readonly catalogue: CoinCatalogue;
  private favourites: Favourites;
  private readonly wallets = new Map<string, Dec>();
  private transacted = false;

  constructor(private readonly options: FakeCoinsOptions) {
    const startedAt = options.startedAt ?? options.clock();
    this.market = new Market(options.seed ?? 1);
    this.catalogue = new CoinCatalogue(this.market, options.clock, () => startedAt);
    this.favourites = options.favourites ?? [];
  }

  setWallet(symbol: string, available: Dec | string): this {
    this.wallets.set(currencyCode(symbol), dec(available));
    return this;
  }

  setFavourites(favourites: Favourites): this {
    this.favourites = favourites;
    return this;
  }

  /** Whether the customer already made a first transaction (popular coins then answer already_did_first_transaction). */
  setTransacted(transacted: boolean): this {
    this.transacted = transacted;
    return this;
  }

  getFavourites(): Promise<ApiResult<Favourites>> {
    return this.calls.run('getFavourites', [], () => ({ ok: true, value: this.favourites }));
  }

  addFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return this.calls.run('addFavourites', [coinIds], () => {
      const scope = this.accountScope();
      const known = scope.ok ? this.catalogue.byIds(scope.value, coinIds) : scope;
      return answer(known, () => (this.favourites = changeFavourites(this.favourites, 'add', coinIds)));
    });
  }

  removeFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return this.calls.run('removeFavourites', [coinIds], () => {
      this.favourites = changeFavourites(this.favourites, 'remove', coinIds);
      return { ok: true, value: this.favourites };
    });
  }

  queryCoins(request: CoinsByIdRequest): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('queryCoins', [request], () => {
      const scope = this.catalogue.scope(request.nativeCurrency, this.options.countryCode ?? DEFAULT_COUNTRY);
      return answer(scope.ok ? this.catalogue.byIds(scope.value, request.railsIds) : scope, (views) => views.map(this.info));
    });
  }

  getCoinList(request: CoinListRequest): Promise<ApiResult<CoinPage>> {
    return this.calls.run('getCoinList', [request], () => {
      const scope = this.viewScope(request);
      return answer(scope.ok ? this.catalogue.list(scope.value, request) : scope, (page) => ({
        coins: page.items.map(this.info),
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
        total: page.total,
      }));
    });
  }

  getScreener(screener: Screener, query: CoinViewQuery): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('getScreener', [screener, query], () => {
      const scope = this.viewScope(query);
      return answer(scope.ok ? this.catalogue.screener(scope.value, screener) : scope, (views) => views.map(this.info));
    });
  }

  getTickers(request: TickerRequest): Promise<ApiResult<readonly Ticker[]>> {
    return this.calls.run('getTickers', [request], () => {
      const scope = this.catalogue.scope(request.nativeCurrency, this.options.countryCode ?? DEFAULT_COUNTRY);
      const tickers = scope.ok
        ? this.catalogue.tickers(scope.value, request.symbols, request.period ?? TICKER_PERIOD, request.interval ?? TICKER_INTERVAL)
        : scope;
      return answer(tickers, (list) => list.map(toTicker));
    });
  }

  getPopularTradingCoins(): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('getPopularTradingCoins', [], () => {
      if (this.transacted) return { ok: false, error: businessError(ErrorCode.firstTransactionAlreadyDone) };
      const scope = this.accountScope();
      return answer(scope, (s) => this.catalogue.popular(s).map(this.info));
    });
  }

  private readonly info = (view: CoinView): CoinInfo => toCoinInfo(view, this.wallets.get(view.coinSymbol) ?? ZERO);

  private accountScope(): SandboxResult<CatalogueScope> {
    return this.catalogue.scope(this.options.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY, this.options.countryCode ?? DEFAULT_COUNTRY);
  }

  private viewScope(query: CoinViewQuery): SandboxResult<CatalogueScope> {
    return this.catalogue.scope(query.nativeCurrency, query.countryCode);
  }
}
