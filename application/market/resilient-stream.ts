import {
  catchError,
  concat,
  connect,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  merge,
  type Observable,
  of,
  retry,
  type SchedulerLike,
  startWith,
  switchMap,
  tap,
  throwError,
  timer,
} from 'rxjs';
import { LIVE_PRICE_BATCH_MS } from '../../domain/market/live-price-batch';
import { DEFAULT_RECONNECT_BASE_MS, reconnectDelayMs } from '../../domain/polling/reconnect-backoff';
import { isFinalStreamFailure, type StreamSignal, StreamFailureError } from '../ports/price-stream-port';
import type { VisibilityPort } from '../ports/visibility-port';

/**
 * Choice (spec silent): a stream is stale when nothing at all (data or a heartbeat comment)
 * arrived for three of the server's 1500 ms pushes in a row.
 */
export const STREAM_STALE_AFTER_MS = 3 * LIVE_PRICE_BATCH_MS;

/** What the UI shows of a stream's connection; `idle` before start, `closed` after a final failure (401, refused). */
export type StreamConnection = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused' | 'closed';

/** A stream as the services see it: its values, plus connection, staleness and skipped-event notices. */
export type ResilientSignal<T> =
  | { readonly kind: 'connection'; readonly connection: StreamConnection }
  | { readonly kind: 'data'; readonly value: T }
  | { readonly kind: 'stale'; readonly stale: boolean }
  | { readonly kind: 'skipped'; readonly reason: string };

export interface ResilienceOptions {
  readonly visibility: VisibilityPort;
  readonly scheduler: SchedulerLike;
  readonly staleAfterMs?: number;
}

type Inner<T> = Exclude<StreamSignal<T>, { kind: 'open' }> | Extract<ResilientSignal<T>, { kind: 'connection' }>;

const status = (connection: StreamConnection) => ({ kind: 'connection', connection }) as const;
const staleness = (stale: boolean) => ({ kind: 'stale', stale }) as const;
const isFinal = (error: unknown): boolean => error instanceof StreamFailureError && isFinalStreamFailure(error.failure);

/**
 * One stream kept alive for the UI, over a port whose every subscription is one connection:
 * - reconnects after a drop, a failure or the server ending the stream, waiting the domain's
 *   backoff (reconnectDelayMs: the server's `retry:` hint doubled per failure in a row, reset once
 *   a connection opens); a final failure (401, refused) closes it, without retrying, until the
 *   page is next hidden and shown (choice: the user may have signed in again meanwhile);
 * - closes the connection while the page is hidden (paused, stale) and opens a fresh one when it
 *   is visible again;
 * - a watchdog marks it stale when nothing arrives for `staleAfterMs`, fresh on the next arrival.
 * Every wait runs on the injected scheduler; unsubscribing aborts the connection and every timer.
 */
export function resilientStream$<T>(connectOnce: () => Observable<StreamSignal<T>>, options: ResilienceOptions): Observable<ResilientSignal<T>> {
  const { visibility, scheduler, staleAfterMs = STREAM_STALE_AFTER_MS } = options;
  return visibility.visible$.pipe(
    distinctUntilChanged(),
    switchMap((visible) => (visible ? watched(reconnecting(connectOnce, scheduler), staleAfterMs, scheduler) : of(status('paused'), staleness(true)))),
  );
}

function reconnecting<T>(connectOnce: () => Observable<StreamSignal<T>>, scheduler: SchedulerLike): Observable<Inner<T>> {
  return defer(() => {
    let failures = 0;
    let baseMs = DEFAULT_RECONNECT_BASE_MS;
    const attempt$ = defer(() =>
      concat(
        of(status(failures === 0 ? 'connecting' : 'reconnecting')),
        connectOnce().pipe(
          tap((signal) => {
            if (signal.kind === 'open') failures = 0;
            if (signal.kind === 'retry') baseMs = signal.ms;
          }),
          map((signal): Inner<T> => (signal.kind === 'open' ? status('open') : signal)),
        ),
        throwError(() => new StreamFailureError({ kind: 'ended' })),
      ),
    ).pipe(
      catchError((error: unknown) =>
        concat(
          of(status(isFinal(error) ? 'closed' : 'reconnecting')),
          throwError(() => error),
        ),
      ),
    );
    return attempt$.pipe(
      retry({
        delay: (error: unknown) => {
          if (isFinal(error)) return throwError(() => error);
          failures += 1;
          return timer(reconnectDelayMs(failures, baseMs), scheduler);
        },
      }),
      catchError((error: unknown) => (isFinal(error) ? EMPTY : throwError(() => error))),
    );
  });
}

const isArrival = <T>(signal: Inner<T>): boolean =>
  signal.kind === 'data' || signal.kind === 'heartbeat' || signal.kind === 'skipped' || signal.kind === 'retry';

function watched<T>(inner$: Observable<Inner<T>>, staleAfterMs: number, scheduler: SchedulerLike): Observable<ResilientSignal<T>> {
  return inner$.pipe(
    connect((shared) =>
      merge(
        shared.pipe(filter((s): s is Exclude<Inner<T>, { kind: 'heartbeat' | 'retry' }> => s.kind !== 'heartbeat' && s.kind !== 'retry')),
        shared.pipe(
          filter(isArrival),
          map(() => staleness(false)),
          startWith(undefined),
          switchMap((fresh) => concat(fresh === undefined ? EMPTY : of(fresh), timer(staleAfterMs, scheduler).pipe(map(() => staleness(true))))),
          distinctUntilChanged((a, b) => a.stale === b.stale),
        ),
      ),
    ),
  );
}

/** The connection, staleness and skipped-event count every stream view keeps. */
export interface StreamStatus {
  readonly connection: StreamConnection;
  readonly stale: boolean;
  readonly skippedEvents: number;
}

export const IDLE_STREAM: StreamStatus = { connection: 'idle', stale: false, skippedEvents: 0 };

/** The status after a signal; the same object when the signal changes nothing (data is the caller's). */
export function nextStreamStatus<S extends StreamStatus, T>(current: S, signal: ResilientSignal<T>): S {
  switch (signal.kind) {
    case 'connection':
      return signal.connection === current.connection ? current : { ...current, connection: signal.connection };
    case 'stale':
      return signal.stale === current.stale ? current : { ...current, stale: signal.stale };
    case 'skipped':
      return { ...current, skippedEvents: current.skippedEvents + 1 };
    case 'data':
      return current;
  }
}
