import { ErrorCode } from '../../../../domain/errors/error-codes';
import { type CoinListFilter, type CoinListPage, filterCoinList, isValidPage } from '../../../../domain/market/coin-list-filter';
import { isScreener, type ScreenerRow, screenCoins } from '../../../../domain/market/coin-screener';
import { TICKER_INTERVAL, TICKER_PERIOD } from '../../../../domain/market/price-chart';
import { currencyCode } from '../../../../domain/money/currency';
import type { Dec } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { DAY_MS, FIAT_CURRENCIES, type ListedCoin, type Market, usdToNative } from '../market';
import { PRICE_STEP_MS } from '../market/price-walk';
import { coinIconPath } from './coin-icons';
import type { SandboxResult } from '../sandbox-result';

/** Spec 001 §9: the default native currency is USD. Choice: the default country is the US. */
export const DEFAULT_NATIVE_CURRENCY = 'USD';
export const DEFAULT_COUNTRY = 'US';

/** Whose view of the market: prices in a native currency, coins available in a country. */
export interface CatalogueScope {
  readonly nativeCurrency: string;
  readonly countryCode: string;
}

/** A listed coin at a moment, amounts in the scope's native currency. */
export interface CoinView extends ScreenerRow {
  readonly coin: ListedCoin;
  readonly price: Dec;
  readonly percentage: Dec;
  readonly percentChange1h: Dec;
  readonly marketCap: Dec;
  readonly volume24h: Dec;
  readonly rank: number;
  readonly symbol: string;
  readonly iconImageUrl: string;
  readonly categoryIds: readonly string[];
  readonly nativeCurrency: string;
  readonly listedAt: number;
}

/** A coin's price history in the native currency (spec 001 §7 tickers), ending on the live price. */
export interface TickerView {
  readonly view: CoinView;
  readonly period: string;
  readonly interval: string;
  readonly points: readonly { readonly at: number; readonly price: Dec }[];
}

/** Spec 001 §9: the price chart's history period is 1D. Choice: the low interval is a point every 30 minutes. */
const TICKER_PERIODS: Readonly<Record<string, number>> = { [TICKER_PERIOD]: DAY_MS };
const TICKER_INTERVALS: Readonly<Record<string, number>> = { [TICKER_INTERVAL]: 30 * 60_000 };

/** Choice: privacy coins are not offered in the UK and Singapore. */
const HIDDEN_CATEGORIES: Readonly<Record<string, readonly string[]>> = { GB: ['privacy'], SG: ['privacy'] };

/** Choice: the first-action guide suggests the six most traded coins a customer can buy. */
export const POPULAR_COINS_SIZE = 6;

const invalid = (message: string) => err({ code: ErrorCode.invalidParameter, message });

/**
 * The coin lists of spec 001 §7 computed from the market at the clock's time, with the domain's
 * screener, search and paging rules; shared by the sandbox and the fake coins adapter.
 */
export class CoinCatalogue {
  private last: { readonly key: string; readonly views: readonly CoinView[] } | undefined;

  constructor(
    private readonly market: Market,
    private readonly clock: () => number,
    /** When the sandbox started; listing dates count back from it. */
    private readonly startedAt: () => number,
  ) {}

  /** A scope, refusing a native currency the market does not price in (invalid_parameter). */
  scope(nativeCurrency: string, countryCode: string): SandboxResult<CatalogueScope> {
    if (!FIAT_CURRENCIES.includes(nativeCurrency)) return invalid(`native_currency ${nativeCurrency} is not supported`);
    return ok({ nativeCurrency, countryCode: countryCode.toUpperCase() });
  }

  /**
   * Every coin offered in the scope's country, in rank order. The last answer is kept for as long
   * as prices hold (one 5 s step), as clients ask for several lists at once.
   */
  views(scope: CatalogueScope): readonly CoinView[] {
    const key = `${scope.nativeCurrency}:${scope.countryCode}:${Math.floor(this.clock() / PRICE_STEP_MS)}:${this.startedAt()}`;
    if (this.last?.key !== key) this.last = { key, views: this.offered(scope).map((coin) => this.view(coin, scope)) };
    return this.last.views;
  }

  list(scope: CatalogueScope, filter: CoinListFilter): SandboxResult<CoinListPage<CoinView>> {
    if (!isValidPage(filter.pageIndex ?? 1, filter.pageSize ?? 1)) return invalid('page_index starts at 1, page_size is 1 to 100');
    return ok(filterCoinList(this.views(scope), filter));
  }

  /** The coins of these ids in the order asked; an id not offered fails with coin_not_found. */
  byIds(scope: CatalogueScope, ids: readonly string[]): SandboxResult<readonly CoinView[]> {
    const coins = ids.map((id) => this.offeredCoin(scope, (c) => c.id === id));
    const missing = ids.filter((_, i) => coins[i] === undefined);
    if (missing.length > 0) return err({ code: ErrorCode.coinNotFound, meta: { ids: missing } });
    return ok(coins.flatMap((coin) => (coin === undefined ? [] : [this.view(coin, scope)])));
  }

  /** A screener's coins now (spec 001 §7 coin_screeners); an unknown screener is invalid_parameter. */
  screener(scope: CatalogueScope, screener: string): SandboxResult<readonly CoinView[]> {
    if (!isScreener(screener)) return invalid(`no screener ${screener}`);
    return ok(screenCoins(this.views(scope), screener, this.clock()));
  }

  /** Tickers of these symbols; a symbol not offered fails with coin_not_found, an unknown period or interval with invalid_parameter. */
  tickers(scope: CatalogueScope, symbols: readonly string[], period: string, interval: string): SandboxResult<readonly TickerView[]> {
    const periodMs = Object.hasOwn(TICKER_PERIODS, period) ? TICKER_PERIODS[period] : undefined;
    const intervalMs = Object.hasOwn(TICKER_INTERVALS, interval) ? TICKER_INTERVALS[interval] : undefined;
    if (periodMs === undefined || intervalMs === undefined) return invalid(`no ticker for period ${period}, interval ${interval}`);
    const coins = symbols.map((symbol) => this.offeredCoin(scope, (c) => c.symbol === symbol.toUpperCase()));
    const missing = symbols.filter((_, i) => coins[i] === undefined);
    if (symbols.length === 0 || missing.length > 0) return err({ code: ErrorCode.coinNotFound, meta: { symbols: missing } });
    const now = this.clock();
    return ok(
      coins.flatMap((coin) => {
        if (coin === undefined) return [];
        const points = this.market.history(coin, now, periodMs, intervalMs).map((p) => ({ at: p.at, price: this.native(p.price, scope, coin) }));
        return [{ view: this.view(coin, scope), period, interval, points }];
      }),
    );
  }

  /** The coins the first-action guide suggests: the most traded that can be bought. */
  popular(scope: CatalogueScope): readonly CoinView[] {
    const buyable = this.views(scope).filter((v) => v.coin.features.purchase || v.coin.features.vibanPurchase);
    return screenCoins(buyable, 'most_traded', this.clock(), POPULAR_COINS_SIZE);
  }

  private offered(scope: CatalogueScope): readonly ListedCoin[] {
    const hidden = HIDDEN_CATEGORIES[scope.countryCode] ?? [];
    return this.market.coins().filter((coin) => !coin.categoryIds.some((id) => hidden.includes(id)));
  }

  private offeredCoin(scope: CatalogueScope, match: (coin: ListedCoin) => boolean): ListedCoin | undefined {
    return this.offered(scope).find(match);
  }

  private view(coin: ListedCoin, scope: CatalogueScope): CoinView {
    const stats = this.market.stats(coin, this.clock());
    return {
      coin,
      id: coin.id,
      slug: coin.slug,
      coinSymbol: currencyCode(coin.symbol),
      symbol: coin.symbol,
      iconImageUrl: coinIconPath(coin.id),
      name: coin.name,
      categoryIds: coin.categoryIds,
      nativeCurrency: scope.nativeCurrency,
      price: this.native(stats.price, scope, coin),
      percentage: stats.change24h,
      percentChange1h: stats.change1h,
      marketCap: this.native(stats.marketCap, scope),
      volume24h: this.native(stats.volume24h, scope),
      rank: coin.rank,
      listedAt: this.startedAt() - coin.listedDaysBeforeStart * DAY_MS,
    };
  }

  /** A USD amount in the native currency: prices to the coin's tick (at least cents), other amounts to cents. */
  private native(usd: Dec, scope: CatalogueScope, coin?: ListedCoin): Dec {
    const converted = usdToNative(usd, scope.nativeCurrency, Math.max(coin?.priceDecimals ?? 2, 2));
    if (converted === undefined) throw new Error(`scope currency ${scope.nativeCurrency} has no rate`);
    return converted;
  }
}
