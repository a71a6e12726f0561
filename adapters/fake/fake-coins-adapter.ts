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
import { filterCoinList, isValidPage } from '../../domain/market/coin-list-filter';
import { screenCoins } from '../../domain/market/coin-screener';
import { changeFavourites, type Favourites } from '../../domain/market/favourites';
import { TICKER_INTERVAL, TICKER_PERIOD } from '../../domain/market/price-chart';
import { currencyCode } from '../../domain/money/currency';
import { dec, type Dec, ZERO } from '../../domain/money/decimal';
import { coinInfoOf, FAKE_COINS, FAKE_NATIVE_PER_USD, type FakeCoin, tickerOf } from './fake-coin-market';
import { FakeCalls } from './fake-calls';

export interface FakeCoinsOptions {
  /** Epoch milliseconds; listing dates and ticker points follow it. */
  readonly clock: () => number;
  /** When the market started; listing dates count back from it. Defaults to the clock at construction. */
  readonly startedAt?: number;
  /** The signed-in customer's view, for favourites and popular coins. Defaults to USD. */
  readonly nativeCurrency?: string;
  readonly favourites?: Favourites;
}

const DAY_MS = 86_400_000;
/** Choice: the first-action guide suggests the six most traded coins a customer can buy. */
const POPULAR_COINS_SIZE = 6;

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const invalid = (message: string): ApiResult<never> => ({ ok: false, error: businessError(ErrorCode.invalidParameter, { message }) });
const notFound = (meta: Readonly<Record<string, unknown>>): ApiResult<never> => ({ ok: false, error: businessError(ErrorCode.coinNotFound, { meta }) });

/**
 * In-memory coins for tests: a fixed market of about 210 coins (fake-coin-market.ts) priced in the
 * view's native currency, with the domain's list filter, paging, screeners and favourites rule;
 * always signed in. Set wallets, favourites and whether the customer has transacted; make calls
 * fail or wait through `calls`.
 */
export class FakeCoinsAdapter implements CoinsPort {
  readonly calls = new FakeCalls<keyof CoinsPort>();
  private readonly startedAt: number;
  private favourites: Favourites;
  private readonly wallets = new Map<string, Dec>();
  private transacted = false;

  constructor(private readonly options: FakeCoinsOptions) {
    this.startedAt = options.startedAt ?? options.clock();
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
    return this.calls.run('getFavourites', [], () => ok(this.favourites));
  }

  addFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return this.calls.run('addFavourites', [coinIds], () => {
      const missing = coinIds.filter((id) => !FAKE_COINS.some((c) => c.id === id));
      if (missing.length > 0) return notFound({ ids: missing });
      this.favourites = changeFavourites(this.favourites, 'add', coinIds);
      return ok(this.favourites);
    });
  }

  removeFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>> {
    return this.calls.run('removeFavourites', [coinIds], () => ok((this.favourites = changeFavourites(this.favourites, 'remove', coinIds))));
  }

  queryCoins(request: CoinsByIdRequest): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('queryCoins', [request], () => {
      const coins = request.railsIds.map((id) => FAKE_COINS.find((c) => c.id === id));
      const missing = request.railsIds.filter((_, i) => coins[i] === undefined);
      if (missing.length > 0) return notFound({ ids: missing });
      return this.priced(
        request.nativeCurrency,
        coins.filter((c) => c !== undefined),
      );
    });
  }

  getCoinList(request: CoinListRequest): Promise<ApiResult<CoinPage>> {
    return this.calls.run('getCoinList', [request], () => {
      if (!isValidPage(request.pageIndex ?? 1, request.pageSize ?? 1)) return invalid('page_index starts at 1, page_size is 1 to 100');
      const all = this.priced(request.nativeCurrency, FAKE_COINS);
      if (!all.ok) return all;
      const page = filterCoinList(all.value, request);
      return ok({ coins: page.items, pageIndex: page.pageIndex, pageSize: page.pageSize, total: page.total });
    });
  }

  getScreener(screener: Screener, query: CoinViewQuery): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('getScreener', [screener, query], () => {
      const all = this.priced(query.nativeCurrency, FAKE_COINS);
      return all.ok ? ok(this.screen(all.value, screener)) : all;
    });
  }

  getTickers(request: TickerRequest): Promise<ApiResult<readonly Ticker[]>> {
    return this.calls.run('getTickers', [request], () => {
      const period = request.period ?? TICKER_PERIOD;
      const interval = request.interval ?? TICKER_INTERVAL;
      if (period !== TICKER_PERIOD || interval !== TICKER_INTERVAL) return invalid(`no ticker for period ${period}, interval ${interval}`);
      const coins = request.symbols.map((symbol) => FAKE_COINS.find((c) => c.symbol === symbol.toUpperCase()));
      const missing = request.symbols.filter((_, i) => coins[i] === undefined);
      if (request.symbols.length === 0 || missing.length > 0) return notFound({ symbols: missing });
      const infos = this.priced(
        request.nativeCurrency,
        coins.filter((c) => c !== undefined),
      );
      return infos.ok ? ok(infos.value.map((info) => tickerOf(info, this.options.clock(), period, interval))) : infos;
    });
  }

  getPopularTradingCoins(): Promise<ApiResult<readonly CoinInfo[]>> {
    return this.calls.run('getPopularTradingCoins', [], () => {
      if (this.transacted) return { ok: false, error: businessError(ErrorCode.firstTransactionAlreadyDone) };
      const all = this.priced(this.options.nativeCurrency ?? 'USD', FAKE_COINS);
      if (!all.ok) return all;
      const buyable = all.value.filter((c) => c.features.purchase || c.features.vibanPurchase);
      return ok(this.screen(buyable, 'most_traded', POPULAR_COINS_SIZE));
    });
  }

  private screen(infos: readonly CoinInfo[], screener: Screener, size?: number): CoinInfo[] {
    const rows = infos.map((info) => ({ ...info, coinSymbol: info.symbol }));
    return screenCoins(rows, screener, this.options.clock(), size).map(({ coinSymbol: _, ...info }) => info);
  }

  /** The coins priced in a native currency the fake knows, else invalid_parameter. */
  private priced(nativeCurrency: string, coins: readonly FakeCoin[]): ApiResult<CoinInfo[]> {
    const rate = FAKE_NATIVE_PER_USD[nativeCurrency];
    if (rate === undefined) return invalid(`native_currency ${nativeCurrency} is not supported`);
    return ok(
      coins.map((c) =>
        coinInfoOf(c, rate, {
          nativeCurrency: currencyCode(nativeCurrency),
          listedAt: this.startedAt - c.listedDaysAgo * DAY_MS,
          walletAvailable: this.wallets.get(c.symbol) ?? ZERO,
        }),
      ),
    );
  }
}
