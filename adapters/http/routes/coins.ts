import { coinListResponse, coinsResponse, favouriteCoinsResponse, tickersResponse } from '../schemas/coins';
import * as z from 'zod/mini';
import { route, type Route } from './route';

const COIN_INFO = '/api/proxy/public/coin/v2/users/coin_info';

/** The body of the coins query (spec 001 §7: rails_ids, entity_id, native_currency, is_prime_user). */
const coinsQueryBody = z.object({
  rails_ids: z.array(z.string()),
  entity_id: z.optional(z.string()),
  native_currency: z.string(),
  is_prime_user: z.boolean(),
});
export type CoinsQueryBody = z.input<typeof coinsQueryBody>;

const favouriteCoinsBody = z.object({ favorite_coins: z.array(z.string()) });

/**
 * Coins, favourites, screeners and tickers (spec 001 §7). The coin_info and tickers calls are
 * public: signed in, items also carry the customer's wallet. Their query: country_code,
 * is_prime_user, native_currency, optional entity_id.
 */
export const coinsRoutes = {
  favouriteCoins: route('GET', '/api/favorite_coins', favouriteCoinsResponse),
  createFavouriteCoins: route('POST', '/api/favorite_coins/create', favouriteCoinsResponse, { body: favouriteCoinsBody }),
  deleteFavouriteCoins: route('POST', '/api/favorite_coins/delete', favouriteCoinsResponse, { body: favouriteCoinsBody }),
  queryCoins: route('POST', `${COIN_INFO}/coins/query`, coinsResponse, { body: coinsQueryBody }),
  /** Query coin_info_symbol or symbol (design: a comma-separated list), interval=low, native_currency, period=1D. */
  coinTickers: route('GET', '/api/proxy/public/data/coins/tickers', tickersResponse),
  /** {screener}: top_gainers, top_gainers_1h, top_losers, top_losers_1h, recently_listed, most_traded. */
  coinScreener: route('GET', `${COIN_INFO}/coin_screeners/{screener}`, coinsResponse),
  /** The variant adds category_ids[]; (design) also keyword, page_index and page_size (spec 001 §3, §9). */
  coinList: route('GET', `${COIN_INFO}/coins`, coinListResponse),
  /** (design) the response: the coins to suggest, or already_did_first_transaction. */
  popularTradingCoins: route('GET', '/api/v1/onboarding-guide/first-action-guide/popular-trading-coins', coinsResponse),
} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
