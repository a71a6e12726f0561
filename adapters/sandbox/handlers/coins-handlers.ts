import { TICKER_INTERVAL, TICKER_PERIOD } from '../../../domain/market/price-chart';
import type { Dec } from '../../../domain/money/decimal';
import { routes } from '../../http/routes';
import type { CoinItemWire, TickerWire } from '../../http/schemas/coins';
import type { CoinView, TickerView } from '../exchange/coins/coin-catalogue';
import type { SandboxAccount, SandboxExchange } from '../exchange/sandbox-exchange';
import { failure, handle, handleSignedIn } from './respond';

const coinWire = (v: CoinView, available: Dec | undefined): CoinItemWire => ({
  id: v.id,
  name: v.name,
  symbol: v.symbol,
  slug: v.slug,
  icon_image_url: v.iconImageUrl,
  coin_info_symbol: v.symbol,
  rank: v.rank,
  price_native: { amount: v.price.toFixed(), currency: v.nativeCurrency },
  percent_change_24h_native: v.percentage.toFixed(),
  percent_change_1h_native: v.percentChange1h.toFixed(),
  market_cap_native: v.marketCap.toFixed(),
  volume_24h_native: v.volume24h.toFixed(),
  circulating_supply: v.coin.circulatingSupply,
  ...(v.coin.maxSupply === undefined ? {} : { max_supply: v.coin.maxSupply }),
  listed_at: new Date(v.listedAt).toISOString(),
  category_ids: [...v.categoryIds],
  ...(available === undefined ? {} : { wallet: { available: { amount: available.toFixed(), currency: v.symbol } } }),
  detail: {
    id: v.id,
    name: v.name,
    symbol: v.symbol,
    display_symbol: v.symbol,
    max_fraction: v.coin.maxFraction,
    ...(v.coin.lotSize === undefined ? {} : { lot_size: v.coin.lotSize }),
    features: {
      exchange: v.coin.features.exchange,
      purchase: v.coin.features.purchase,
      viban_purchase: v.coin.features.vibanPurchase,
      viban_out: v.coin.features.vibanOut,
    },
  },
});

const tickerWire = (t: TickerView): TickerWire => ({
  symbol: t.view.symbol,
  coin_info_symbol: t.view.symbol,
  period: t.period,
  interval: t.interval,
  price_native: { amount: t.view.price.toFixed(), currency: t.view.nativeCurrency },
  percent_change_24h_native: t.view.percentage.toFixed(),
  prices: t.points.map((p) => ({ t: p.at, price: p.price.toFixed() })),
});

/** A page number from the query: absent is undefined, anything but digits is NaN (refused by the catalogue). */
const pageNumber = (value: string | null): number | undefined => (value === null ? undefined : /^\d+$/.test(value) ? Number(value) : Number.NaN);

/**
 * Spec 001 §7 Coins and favourites. Favourites and popular coins need a session (401 otherwise);
 * the coin_info and tickers calls are public and priced in the query's native currency (else the
 * customer's, else USD). Business errors: coin_not_found, invalid_parameter, already_did_first_transaction.
 * Choice: is_prime_user and entity_id change no list (Prime rates apply to quotations, and the
 * sandbox has one entity per country).
 */
export const coinHandlers = (exchange: SandboxExchange) => {
  const coins = exchange.coins;
  const items = (views: readonly CoinView[], account: SandboxAccount | undefined): CoinItemWire[] =>
    views.map((v) => coinWire(v, coins.available(account, v.symbol)));
  const scopeOf = (query: URLSearchParams, account: SandboxAccount | undefined) =>
    coins.scope(account, query.get('native_currency'), query.get('country_code'));

  return [
    handleSignedIn(exchange, routes.favouriteCoins, (_, account) => ({ ok: true, favorite_coins: [...coins.favourites(account)] })),
    handleSignedIn(exchange, routes.createFavouriteCoins, ({ body }, account) => {
      const result = coins.addFavourites(account, body.favorite_coins);
      return result.ok ? { ok: true, favorite_coins: [...result.value] } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.deleteFavouriteCoins, ({ body }, account) => {
      return { ok: true, favorite_coins: [...coins.removeFavourites(account, body.favorite_coins)] };
    }),
    handle(exchange, routes.queryCoins, ({ body, sessionId }) => {
      const account = exchange.accountFor(sessionId);
      const scope = coins.scope(account, body.native_currency, null);
      const found = scope.ok ? coins.catalogue.byIds(scope.value, body.rails_ids) : scope;
      return found.ok ? { ok: true, coins: items(found.value, account) } : failure(found.error);
    }),
    handle(exchange, routes.coinTickers, ({ query, sessionId }) => {
      const symbols = (query.get('symbol') ?? query.get('coin_info_symbol') ?? '').split(',').filter((s) => s !== '');
      const scope = scopeOf(query, exchange.accountFor(sessionId));
      const period = query.get('period') ?? TICKER_PERIOD;
      const tickers = scope.ok ? coins.catalogue.tickers(scope.value, symbols, period, query.get('interval') ?? TICKER_INTERVAL) : scope;
      return tickers.ok ? { ok: true, tickers: tickers.value.map(tickerWire) } : failure(tickers.error);
    }),
    handle(exchange, routes.coinScreener, ({ params, query, sessionId }) => {
      const account = exchange.accountFor(sessionId);
      const scope = scopeOf(query, account);
      const found = scope.ok ? coins.catalogue.screener(scope.value, params.screener ?? '') : scope;
      return found.ok ? { ok: true, coins: items(found.value, account) } : failure(found.error);
    }),
    handle(exchange, routes.coinList, ({ query, sessionId }) => {
      const account = exchange.accountFor(sessionId);
      const scope = scopeOf(query, account);
      const filter = {
        keyword: query.get('keyword') ?? '',
        categoryIds: query.getAll('category_ids[]'),
        pageIndex: pageNumber(query.get('page_index')),
        pageSize: pageNumber(query.get('page_size')),
      };
      const page = scope.ok ? coins.catalogue.list(scope.value, filter) : scope;
      if (!page.ok) return failure(page.error);
      const { items: views, pageIndex, pageSize, total } = page.value;
      return { ok: true, coins: items(views, account), pagination: { page_index: pageIndex, page_size: pageSize, total } };
    }),
    handleSignedIn(exchange, routes.popularTradingCoins, (_, account) => {
      const popular = coins.popularTradingCoins(account);
      return popular.ok ? { ok: true, coins: items(popular.value, account) } : failure(popular.error);
    }),
  ];
};
