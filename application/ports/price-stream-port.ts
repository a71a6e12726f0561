import type { Observable } from 'rxjs';
import type { LivePrice } from '../../domain/market/live-price-batch';
import type { PriceLadder } from '../../domain/market/price-ladder';
import type { CurrencyCode } from '../../domain/money/currency';

/** Query of the live-prices stream (spec 001 §7: native_currency, entity_id, is_prime_user). */
export interface LivePriceQuery {
  readonly nativeCurrency: CurrencyCode;
  readonly entityId: string;
  readonly isPrimeUser: boolean;
}

/** Query of the live price ladder stream (spec 001 §7: nativeCurrency, currencyId, profileId). */
export interface PriceLadderQuery {
  readonly nativeCurrency: CurrencyCode;
  readonly currencyId: string;
  readonly profileId: string;
}

/**
 * What one open stream connection delivers: `open` once the server accepted it, `data` for each
 * valid event, `heartbeat` for a comment line (the server's keep-alive), `skipped` for an event
 * that failed validation (dropped, counted, never fatal), `retry` for the server's reconnection
 * hint in milliseconds.
 */
export type StreamSignal<T> =
  | { readonly kind: 'open' }
  | { readonly kind: 'data'; readonly value: T }
  | { readonly kind: 'heartbeat' }
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'retry'; readonly ms: number };

/**
 * Why a connection ended. `unauthorized` (no session) and `refused` (another 4xx, or an answer
 * that is not an event stream) are final, as for a native EventSource; `network`, `server` (5xx)
 * and `ended` (the server closed the stream) are worth reconnecting after.
 */
export type StreamFailure =
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'refused'; readonly status: number }
  | { readonly kind: 'network' }
  | { readonly kind: 'server'; readonly status: number }
  | { readonly kind: 'ended' };

/** The error a stream connection fails with. */
export class StreamFailureError extends Error {
  constructor(readonly failure: StreamFailure) {
    super(`price stream failed: ${failure.kind}`);
    this.name = 'StreamFailureError';
  }
}

export const isFinalStreamFailure = (failure: StreamFailure): boolean => failure.kind === 'unauthorized' || failure.kind === 'refused';

/**
 * Server-pushed prices. Each subscription is ONE connection: it emits signals while the stream
 * lasts, errors with a StreamFailureError when it fails or ends, and unsubscribing closes it
 * (the request is aborted). Reconnection, pausing and staleness are the application's
 * (application/market/resilient-stream.ts), so every adapter, real or fake, gets the same rules.
 */
export interface PriceStreamPort {
  /** Event `msg` carries coin_prices (spec 001 §7); each data signal is the prices of one event. */
  livePrices$(query: LivePriceQuery): Observable<StreamSignal<readonly LivePrice[]>>;
  /** Each data signal is the whole ladder at that moment. */
  priceLadder$(query: PriceLadderQuery): Observable<StreamSignal<PriceLadder>>;
}
