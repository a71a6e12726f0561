/** Polling defaults (spec 001 §9): one fetch a second, at most 20 of them. */
export const DEFAULT_POLLING_INTERVAL_MS = 1000;
/** Choice: the spec's "max 20 retries" counts every fetch, the first one included (at most 20 fetches). */
export const DEFAULT_POLLING_MAX_ATTEMPTS = 20;

/** How a poll is run: when a fetched value ends it, how long to wait between fetches, how many fetches at most. */
export interface PollingConfig<T> {
  readonly isDone: (value: T) => boolean;
  readonly intervalMs: number;
  readonly maxAttempts: number;
}

/** A config with the spec's defaults for whatever the caller leaves out. */
export function pollingConfig<T>(
  isDone: (value: T) => boolean,
  options: { readonly intervalMs?: number; readonly maxAttempts?: number } = {},
): PollingConfig<T> {
  const { intervalMs = DEFAULT_POLLING_INTERVAL_MS, maxAttempts = DEFAULT_POLLING_MAX_ATTEMPTS } = options;
  if (!Number.isInteger(intervalMs) || intervalMs < 0) throw new RangeError(`intervalMs must be a whole number >= 0, got ${intervalMs}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a whole number >= 1, got ${maxAttempts}`);
  return { isDone, intervalMs, maxAttempts };
}

/** How a poll ended (spec 001 §4): the condition was met, the attempts ran out, a fetch failed, or it was stopped. */
export type PollingOutcome<T> =
  | { readonly kind: 'success'; readonly value: T }
  | { readonly kind: 'expired'; readonly lastValue: T }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'stopped' };

/** `attempts` is the number of fetches asked for so far in this run. */
export type PollingState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'fetching'; readonly attempts: number }
  | { readonly status: 'waiting'; readonly attempts: number }
  | { readonly status: 'done'; readonly outcome: PollingOutcome<T> };

/** `tick` is the scheduled wait elapsing; the caller's scheduler sends it after a schedule_next effect. */
export type PollingEvent<T> =
  | { readonly type: 'started' }
  | { readonly type: 'result'; readonly value: T }
  | { readonly type: 'failed'; readonly error: unknown }
  | { readonly type: 'stop' }
  | { readonly type: 'tick' };

export type PollingEffect<T> =
  { readonly type: 'fetch' } | { readonly type: 'schedule_next'; readonly ms: number } | { readonly type: 'done'; readonly outcome: PollingOutcome<T> };

export interface PollingStep<T> {
  readonly state: PollingState<T>;
  readonly effects: readonly PollingEffect<T>[];
}

export const POLLING_IDLE: PollingState<never> = { status: 'idle' };

const stay = <T>(state: PollingState<T>): PollingStep<T> => ({ state, effects: [] });
const fetchAttempt = <T>(attempts: number): PollingStep<T> => ({ state: { status: 'fetching', attempts }, effects: [{ type: 'fetch' }] });
const finish = <T>(outcome: PollingOutcome<T>): PollingStep<T> => ({
  state: { status: 'done', outcome },
  effects: [{ type: 'done', outcome }],
});

/**
 * The polling helper of spec 001 §4 as a pure policy. `started` (from idle or done) fetches; a
 * result meeting the condition ends in success; otherwise, if attempts remain, the next fetch is
 * scheduled, else the poll expires; a failed fetch ends in error; `stop` ends a running poll.
 * Choice: events that do not apply are ignored, so a late result after stop changes nothing,
 * and `started` while running does not start a second poll.
 */
export function stepPolling<T>(config: PollingConfig<T>, state: PollingState<T>, event: PollingEvent<T>): PollingStep<T> {
  switch (state.status) {
    case 'idle':
    case 'done':
      return event.type === 'started' ? fetchAttempt(1) : stay(state);
    case 'fetching':
      return onFetching(config, state, event);
    case 'waiting':
      if (event.type === 'tick') return fetchAttempt(state.attempts + 1);
      return event.type === 'stop' ? finish({ kind: 'stopped' }) : stay(state);
  }
}

function onFetching<T>(config: PollingConfig<T>, state: { readonly status: 'fetching'; readonly attempts: number }, event: PollingEvent<T>): PollingStep<T> {
  switch (event.type) {
    case 'result':
      if (config.isDone(event.value)) return finish({ kind: 'success', value: event.value });
      if (state.attempts >= config.maxAttempts) return finish({ kind: 'expired', lastValue: event.value });
      return { state: { status: 'waiting', attempts: state.attempts }, effects: [{ type: 'schedule_next', ms: config.intervalMs }] };
    case 'failed':
      return finish({ kind: 'error', error: event.error });
    case 'stop':
      return finish({ kind: 'stopped' });
    case 'started':
    case 'tick':
      return stay(state);
  }
}
