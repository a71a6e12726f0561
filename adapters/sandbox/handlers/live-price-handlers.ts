import { http, HttpResponse } from 'msw';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { streams } from '../../http/routes';
import { type LivePricesEvent, STREAM_EVENT } from '../../http/schemas/streams';
import type { CatalogueScope } from '../exchange/coins/coin-catalogue';
import type { SandboxError, SandboxExchange } from '../exchange/sandbox-exchange';
import { eventStreamResponse, realTimeWait, sseEvent, type StreamWait } from '../streams/event-stream-response';
import { buildPriceLadder } from '../streams/price-ladder';
import { failure, readSessionCookie } from './respond';

/** How often the sandbox looks at the market for its streams; the client batches updates every 1500 ms (spec 001 §9). */
export const LIVE_PRICE_PUSH_MS = 1_500;

export interface LivePriceHandlerOptions {
  /** How the streams wait between pushes: real time by default, the tests' virtual clock in tests. */
  readonly wait?: StreamWait;
}

type CoinPrice = LivePricesEvent['coin_prices'][number];

const refuse = (status: number, error: SandboxError): Response => HttpResponse.json(failure(error), { status });
const unauthorized = (): Response => refuse(401, { code: ErrorCode.unauthorized });

/** Every coin offered in the scope, by id, at the coin list's native prices and 24 h changes. */
const coinPrices = (exchange: SandboxExchange, scope: CatalogueScope): Map<string, CoinPrice> =>
  new Map(
    exchange.coins.catalogue.views(scope).map((view) => [
      view.id,
      {
        id: view.id,
        symbol: view.symbol,
        price_native: { amount: view.price.toFixed(), currency: scope.nativeCurrency },
        percent_change_24h_native: view.percentage.toFixed(),
      },
    ]),
  );

/** The coins whose price or change differs from what was sent last. */
const changedSince = (sent: ReadonlyMap<string, CoinPrice>, now: ReadonlyMap<string, CoinPrice>): CoinPrice[] =>
  [...now.values()].filter((coin) => JSON.stringify(sent.get(coin.id)) !== JSON.stringify(coin));

/**
 * The sandbox's event streams (spec 001 §7), both behind the session cookie (401 without one),
 * priced like the coin list (exchange.coins: the customer's country, a supported native currency,
 * else 400 invalid_parameter):
 * - live prices: query native_currency, entity_id, is_prime_user. Event `msg` carries coin_prices:
 *   every offered coin first, then every 1500 ms the coins whose price moved, or a heartbeat
 *   comment when none did.
 * - live price ladder: query nativeCurrency, currencyId (a coin id as in the coin calls, else 404
 *   coin_not_found) and profileId (choice: required but not checked, the session authorises).
 *   Event `msg` carries the whole ladder (schemas/streams.ts), sent again whenever the price
 *   moves, a heartbeat comment otherwise.
 * Both stop when the client disconnects, the session ends, or closeAllStreams(exchange).
 */
export const livePriceHandlers = (exchange: SandboxExchange, options: LivePriceHandlerOptions = {}) => {
  const wait = options.wait ?? realTimeWait;
  /** A stream for as long as the session lasts: `first` at once, then `next` (or a heartbeat) every push. */
  const streamFor = (request: Request, sessionId: string | undefined, next: () => string | undefined, first = next): Response =>
    eventStreamResponse({
      exchange,
      request,
      wait,
      intervalMs: LIVE_PRICE_PUSH_MS,
      stillAllowed: () => exchange.accountFor(sessionId) !== undefined,
      first: () => first() ?? '',
      next,
    });

  return [
    http.get(`*${streams.livePrices}`, ({ request }) => {
      const sessionId = readSessionCookie(request);
      const account = exchange.accountFor(sessionId);
      if (account === undefined) return unauthorized();
      const scope = exchange.coins.scope(account, new URL(request.url).searchParams.get('native_currency'), null);
      if (!scope.ok) return refuse(400, scope.error);
      let sent = new Map<string, CoinPrice>();
      const send = (coins: readonly CoinPrice[]): string | undefined => {
        if (coins.length === 0) return undefined;
        sent = new Map([...sent, ...coins.map((coin) => [coin.id, coin] as const)]);
        return sseEvent(STREAM_EVENT, { coin_prices: [...coins] } satisfies LivePricesEvent);
      };
      return streamFor(
        request,
        sessionId,
        () => send(changedSince(sent, coinPrices(exchange, scope.value))),
        () => send([...coinPrices(exchange, scope.value).values()]),
      );
    }),

    http.get(`*${streams.livePriceLadder}`, ({ request }) => {
      const sessionId = readSessionCookie(request);
      const account = exchange.accountFor(sessionId);
      if (account === undefined) return unauthorized();
      const query = new URL(request.url).searchParams;
      const scope = exchange.coins.scope(account, query.get('nativeCurrency'), null);
      if (!scope.ok) return refuse(400, scope.error);
      if (!query.get('profileId')) return refuse(400, { code: ErrorCode.invalidParameter, message: 'profileId is required' });
      const coinId = query.get('currencyId') ?? '';
      const found = exchange.coins.catalogue.byIds(scope.value, [coinId]);
      if (!found.ok) return refuse(404, found.error);
      let sentMid: string | undefined;
      const ladder = (): string | undefined => {
        const view = exchange.coins.catalogue.byIds(scope.value, [coinId]);
        const coin = view.ok ? view.value[0] : undefined;
        if (coin === undefined || coin.price.toFixed() === sentMid) return undefined;
        sentMid = coin.price.toFixed();
        return sseEvent(STREAM_EVENT, buildPriceLadder(coin.coin, coin.price, scope.value.nativeCurrency, exchange.now()));
      };
      return streamFor(request, sessionId, ladder);
    }),
  ];
};
