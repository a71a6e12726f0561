import { http, HttpResponse } from 'msw';
import { streams } from '../../http/routes';
import { LISTED_COINS } from '../exchange/market';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { readSessionCookie } from './respond';

/** How often the sandbox pushes prices; the client batches updates every 1500 ms (spec 001 §9). */
export const LIVE_PRICE_PUSH_MS = 1_500;

const pricesEvent = (exchange: SandboxExchange): string => {
  const coin_prices = LISTED_COINS.map((coin) => ({
    symbol: coin.symbol,
    price_native: { amount: exchange.market.priceAt(coin, exchange.now()).toFixed(), currency: 'USD' },
  }));
  return `event: msg\ndata: ${JSON.stringify({ coin_prices })}\n\n`;
};

/** The live-prices stream: event `msg` carries coin_prices; needs a signed-in session cookie. */
export const livePriceHandlers = (exchange: SandboxExchange) => [
  http.get(`*${streams.livePrices}`, ({ request }) => {
    if (exchange.accountFor(readSessionCookie(request)) === undefined) return new HttpResponse(null, { status: 401 });
    const encoder = new TextEncoder();
    let timer: ReturnType<typeof setInterval> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`retry: 3000\n${pricesEvent(exchange)}`));
        timer = setInterval(() => controller.enqueue(encoder.encode(pricesEvent(exchange))), LIVE_PRICE_PUSH_MS);
      },
      cancel() {
        clearInterval(timer);
      },
    });
    return new HttpResponse(stream, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
    });
  }),
];
