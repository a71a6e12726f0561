import { defer, exhaustMap, Observable, type ObservableInput, type SchedulerLike, Subscription, take, timer } from 'rxjs';
import {
  POLLING_IDLE,
  type PollingConfig,
  type PollingEffect,
  type PollingEvent,
  type PollingOutcome,
  type PollingState,
  stepPolling,
} from '../../domain/polling/polling-policy';
import { LIVE_RATES_TTL_MS } from '../../domain/rates/live-rates';

/** Live rates refresh and cache every 15 s (spec 000 §4, §9 "Rate refresh/cache 15 s"; spec 001 §9). */
export const LIVE_RATES_REFRESH_MS = LIVE_RATES_TTL_MS;
/** The basket list and a basket instance refresh every 15 s (spec 001 §7 "The basket list and instance refresh every 15 s"). */
export const BASKETS_REFRESH_MS = 15_000;
/** A basket transfer is polled every 15 s (spec 001 §9 "Basket transfer poll every 15 s"). */
export const BASKET_TRANSFER_POLL_MS = 15_000;
/** What a poll emits: every fetched value as it arrives, then once the outcome, then it completes. */
export type PollEmission<T> = { readonly kind: 'value'; readonly value: T } | { readonly kind: 'done'; readonly outcome: PollingOutcome<T> };

/** One fetch: a promise or observable whose first value is the answer; `attempt` counts from 1. */
export type PollFetch<T> = (attempt: number) => ObservableInput<T>;

/**
 * The polling helper of spec 001 §4 driven by the domain's `stepPolling`: the first fetch starts
 * on subscribe, the next one `config.intervalMs` after an answer that is not done, until the
 * answer is done (success), the attempts run out (expired) or a fetch fails (error: a rejected
 * promise, an errored or empty observable). Unsubscribing aborts it: the fetch in flight is
 * unsubscribed and no fetch starts afterwards.
 * Choice: failures end the poll as an outcome value, never as an observable error, so a caller
 * handles every ending in one place. Fetches that answer with a Result should treat `ok: false`
 * as done (or unwrap it) if an API error must stop the poll.
 */
export function pollUntil$<T>(fetch: PollFetch<T>, config: PollingConfig<T>, scheduler: SchedulerLike): Observable<PollEmission<T>> {
  return new Observable<PollEmission<T>>((subscriber) => {
    const running = new Subscription();
    let state: PollingState<T> = POLLING_IDLE;

    const dispatch = (event: PollingEvent<T>): void => {
      const step = stepPolling(config, state, event);
      state = step.state;
      step.effects.forEach(run);
    };

    const startFetch = (): void => {
      const attempt = state.status === 'fetching' ? state.attempts : 1;
      let answered = false;
      running.add(
        defer(() => fetch(attempt))
          .pipe(take(1))
          .subscribe({
            next: (value) => {
              answered = true;
              subscriber.next({ kind: 'value', value });
              dispatch({ type: 'result', value });
            },
            error: (error: unknown) => dispatch({ type: 'failed', error }),
            complete: () => {
              if (!answered) dispatch({ type: 'failed', error: new Error('the poll fetch completed without an answer') });
            },
          }),
      );
    };

    const run = (effect: PollingEffect<T>): void => {
      switch (effect.type) {
        case 'fetch':
          startFetch();
          return;
        case 'schedule_next':
          running.add(timer(effect.ms, scheduler).subscribe(() => dispatch({ type: 'tick' })));
          return;
        case 'done':
          subscriber.next({ kind: 'done', outcome: effect.outcome });
          subscriber.complete();
      }
    };

    dispatch({ type: 'started' });
    return running;
  });
}

/**
 * A fixed-rate refresh: one fetch on subscribe, then one every `intervalMs`, each answer emitted;
 * it runs until unsubscribed (balances 60 s, live rates 15 s, baskets 15 s).
 * Choice: a tick that comes while the previous fetch is still in flight is skipped (no pile-up
 * on a slow network); fetches should answer with a Result, since a failed fetch ends the stream
 * with its error.
 */
export function refreshEvery$<T>(fetch: () => ObservableInput<T>, intervalMs: number, scheduler: SchedulerLike): Observable<T> {
  if (!(intervalMs > 0)) throw new RangeError(`intervalMs must be > 0, got ${intervalMs}`);
  return timer(0, intervalMs, scheduler).pipe(exhaustMap(() => defer(fetch).pipe(take(1))));
}
