import { map, type Observable } from 'rxjs';
import type * as z from 'zod/mini';
import type { LivePriceQuery, PriceLadderQuery, PriceStreamPort, StreamSignal } from '../../application/ports/price-stream-port';
import type { LivePrice } from '../../domain/market/live-price-batch';
import { decodeLivePrices } from './live-price-event';
import type { PriceLadder } from '../../domain/market/price-ladder';
import { streams } from '../http/routes/streams';
import { priceLadderEvent, STREAM_EVENT } from '../http/schemas/streams';
import { type SseFrame, sseConnection$ } from './sse-connection';

export interface SsePriceStreamOptions {
  /** Where the backend lives; '' means the page's own origin. */
  readonly baseUrl: string;
  /** The fetch that carries the session cookie (the browser's; a cookie-jar fetch in Node). */
  readonly fetch: typeof fetch;
}

type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/**
 * The price streams of spec 001 §7 over server-sent events. Each `msg` event's data is
 * validated (live prices by live-price-event.ts in one plain pass, the ladder by its schema in
 * schemas/streams.ts) and turned into domain values; an event that is not JSON, fails
 * validation or has another name is skipped with a reason, never fatal.
 */
export class SsePriceStreamAdapter implements PriceStreamPort {
  constructor(private readonly options: SsePriceStreamOptions) {}

  livePrices$(query: LivePriceQuery): Observable<StreamSignal<readonly LivePrice[]>> {
    const search = { native_currency: query.nativeCurrency, entity_id: query.entityId, is_prime_user: String(query.isPrimeUser) };
    return this.open(streams.livePrices, search, (data) => decodeLivePrices(data, query.nativeCurrency));
  }

  priceLadder$(query: PriceLadderQuery): Observable<StreamSignal<PriceLadder>> {
    const search = { nativeCurrency: query.nativeCurrency, currencyId: query.currencyId, profileId: query.profileId };
    return this.open(streams.livePriceLadder, search, (data) => {
      const event = parse(priceLadderEvent, data);
      if (!event.ok) return event;
      const e = event.value;
      return { ok: true, value: { currency: e.currency_id, nativeCurrency: e.native_currency, mid: e.mid_price, bids: e.bids, asks: e.asks, at: e.timestamp } };
    });
  }

  private open<T>(path: string, search: Record<string, string>, decode: (data: string) => Decoded<T>): Observable<StreamSignal<T>> {
    const url = `${this.options.baseUrl}${path}?${new URLSearchParams(search).toString()}`;
    return sseConnection$(url, this.options.fetch).pipe(map((frame) => toSignal(frame, decode)));
  }
}

function toSignal<T>(frame: SseFrame, decode: (data: string) => Decoded<T>): StreamSignal<T> {
  switch (frame.kind) {
    case 'open':
      return { kind: 'open' };
    case 'comment':
      return { kind: 'heartbeat' };
    case 'retry':
      return { kind: 'retry', ms: frame.ms };
    case 'event': {
      if (frame.event !== STREAM_EVENT) return { kind: 'skipped', reason: `unexpected event '${frame.event}'` };
      const decoded = decode(frame.data);
      return decoded.ok ? { kind: 'data', value: decoded.value } : { kind: 'skipped', reason: decoded.reason };
    }
  }
}

function parse<S extends z.ZodMiniType>(schema: S, data: string): Decoded<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
}
