import type { Screener } from '../../domain/market/coin-category';
import type { CoinListFilter } from '../../domain/market/coin-list-filter';
import type { CoinListing } from '../../domain/market/coin-row';
import type { Favourites } from '../../domain/market/favourites';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { CoinFeatures } from '../../domain/trade/pre-quote-check';
import type { ApiResult } from './api-error';

/** Whose view of the coins (spec 001 §7 query: country_code, is_prime_user, native_currency, optional entity_id). */
export interface CoinViewQuery {
  readonly nativeCurrency: CurrencyCode;
  readonly countryCode: string;
  readonly isPrimeUser: boolean;
  readonly entityId?: string;
}

/**
 * A coin of the coin lists (spec 001 §3 coin list item with its listing fields, and the coin
 * detail of spec 000 §3), amounts in `nativeCurrency`. `percentage` is the 24 h change.
 */
export interface CoinInfo extends CoinListing {
  readonly slug: string;
  readonly iconImageUrl: string;
  readonly coinInfoSymbol: string;
  readonly displaySymbol: string;
  readonly nativeCurrency: CurrencyCode;
  readonly circulatingSupply: Dec;
  readonly maxSupply: Dec | undefined;
  /** Epoch milliseconds. */
  readonly listedAt: number;
  readonly categoryIds: readonly string[];
  /** The customer's available amount of the coin (wallet.available); undefined when signed out. */
  readonly walletAvailable: Dec | undefined;
  readonly maxFraction: number;
  readonly lotSize: Dec | undefined;
  readonly features: CoinFeatures;
}

/** One page of the coin list and the size of the whole list. */
export interface CoinPage {
  readonly coins: readonly CoinInfo[];
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly total: number;
}

/** The coin list call: the view, plus category_ids[], keyword and the page (spec 001 §3 coin query fields, §9 paging). */
export type CoinListRequest = CoinViewQuery & CoinListFilter;

/** The coins query by id (spec 001 §7: rails_ids, entity_id, native_currency, is_prime_user). */
export interface CoinsByIdRequest {
  readonly railsIds: readonly string[];
  readonly nativeCurrency: CurrencyCode;
  readonly isPrimeUser: boolean;
  readonly entityId?: string;
}

/** Tickers (spec 001 §7): price histories for the charts, period 1D, interval low by default. */
export interface TickerRequest {
  readonly symbols: readonly CurrencyCode[];
  readonly nativeCurrency: CurrencyCode;
  readonly period?: string;
  readonly interval?: string;
}

export interface Ticker {
  readonly symbol: CurrencyCode;
  readonly coinInfoSymbol: string;
  readonly period: string;
  readonly interval: string;
  /** The live price, the history's last point. */
  readonly price: Dec;
  readonly nativeCurrency: CurrencyCode;
  readonly percentage: Dec;
  readonly points: readonly { readonly at: number; readonly price: Dec }[];
}

/**
 * Coin lists, screeners, tickers and favourites (spec 001 §7 Coins and favourites, and the
 * first-action guide's popular coins). Unknown coins fail with coin_not_found.
 */
export interface CoinsPort {
  getFavourites(): Promise<ApiResult<Favourites>>;
  /** Adds coins (each last); answers the favourites after the change. */
  addFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>>;
  removeFavourites(coinIds: readonly string[]): Promise<ApiResult<Favourites>>;
  /** The coins of these ids, in that order. */
  queryCoins(request: CoinsByIdRequest): Promise<ApiResult<readonly CoinInfo[]>>;
  getCoinList(request: CoinListRequest): Promise<ApiResult<CoinPage>>;
  getScreener(screener: Screener, query: CoinViewQuery): Promise<ApiResult<readonly CoinInfo[]>>;
  getTickers(request: TickerRequest): Promise<ApiResult<readonly Ticker[]>>;
  /** The first-action guide's suggestions; already_did_first_transaction once the customer has transacted. */
  getPopularTradingCoins(): Promise<ApiResult<readonly CoinInfo[]>>;
}
