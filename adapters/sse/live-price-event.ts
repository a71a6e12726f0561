import type { LivePrice } from '../../domain/market/live-price-batch';
import { isDecimalString } from '../../domain/money/decimal';

/** A live-prices event decoded: the prices, or why the event is skipped. */
export type DecodedLivePrices = { readonly ok: true; readonly value: readonly LivePrice[] } | { readonly ok: false; readonly reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';
const decimal = (value: unknown): value is string => typeof value === 'string' && isDecimalString(value);

/**
 * The `data` of a live-prices `msg` event (schemas/streams.ts livePricesEvent describes it) read
 * in one pass, the stream's hot path: up to hundreds of coins every 1500 ms. The same checks as
 * the schema (an id and symbol, price_native {amount: a decimal string, currency}, an optional
 * percent_change_24h_native decimal string), written as plain loops: no schema walk and no
 * Decimal per coin. Choice: an event with any invalid coin, or a coin priced in another currency
 * than the one asked for (never shown as native), is skipped whole with the first reason.
 */
export function decodeLivePrices(data: string, nativeCurrency: string): DecodedLivePrices {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
  const coins = isRecord(event) ? event['coin_prices'] : undefined;
  if (!Array.isArray(coins)) return { ok: false, reason: 'coin_prices: expected an array' };
  const prices: LivePrice[] = new Array<LivePrice>(coins.length);
  for (let i = 0; i < coins.length; i++) {
    const coin: unknown = coins[i];
    if (!isRecord(coin) || !nonEmpty(coin['id']) || !nonEmpty(coin['symbol']))
      return { ok: false, reason: `coin_prices.${String(i)}: expected an id and a symbol` };
    const native = coin['price_native'];
    if (!isRecord(native) || !decimal(native['amount']))
      return { ok: false, reason: `coin_prices.${String(i)}.price_native.amount: expected a decimal string` };
    const currency = native['currency'];
    if (typeof currency !== 'string' || currency.toUpperCase() !== nativeCurrency) {
      return { ok: false, reason: `${coin['symbol']} is priced in ${String(currency)}` };
    }
    const change = coin['percent_change_24h_native'];
    if (change === undefined) prices[i] = { coinId: coin['id'], symbol: coin['symbol'], price: native['amount'] };
    else if (decimal(change)) prices[i] = { coinId: coin['id'], symbol: coin['symbol'], price: native['amount'], percentage: change };
    else return { ok: false, reason: `coin_prices.${String(i)}.percent_change_24h_native: expected a decimal string` };
  }
  return { ok: true, value: prices };
}
