import type { Dec } from '../money/decimal';

/** Refetch policy constants (spec 000 §4, §9; 001 §4, §9). */
export const REFETCH_DEBOUNCE_MS = 300;
export const MONITOR_INTERVAL_MS = 2_000;
export const MONITOR_MAX_RETRIES = 3;

/** What monitoring watches: the progress percent and the claimed flag. */
export interface WatchedValue {
  readonly progressPercentage: Dec;
  readonly isClaimed: boolean;
}

export const watchedChanged = (a: WatchedValue, b: WatchedValue): boolean => !a.progressPercentage.equals(b.progressPercentage) || a.isClaimed !== b.isClaimed;

/**
 * The welcome-bonus progress refetch as a pure schedule (spec 001 §4): after a trade or claim
 * event, fetch once 300 ms after the last such event (debounce); then monitor, fetching again
 * every 2 s, up to 3 retries, stopping early as soon as a result's watched value differs from the
 * value known when the event came.
 * Choices: retries are spaced 2 s from the previous fetch, not from its result; a new event during
 * monitoring starts over (debounce, then up to 3 retries); with no known value at the event the
 * first result becomes the baseline; the baseline is the value known at the latest event; results
 * while debouncing only update the known value.
 */
export type RefetchState =
  | { readonly status: 'idle'; readonly known: WatchedValue | undefined }
  | {
      readonly status: 'debouncing';
      readonly known: WatchedValue | undefined;
      readonly baseline: WatchedValue | undefined;
      readonly fireAt: number;
    }
  | {
      readonly status: 'monitoring';
      readonly known: WatchedValue | undefined;
      readonly baseline: WatchedValue | undefined;
      readonly retriesLeft: number;
      readonly nextAt: number;
    };

export type RefetchEvent =
  /** A completed trade or a bonus-claim event. */
  | { readonly type: 'trigger'; readonly at: number }
  /** Time has reached `at` (the caller wakes the machine at the wake_at times it asked for). */
  | { readonly type: 'tick'; readonly at: number }
  /** A progress fetch returned. */
  | { readonly type: 'result'; readonly value: WatchedValue }
  /** The widget went away. */
  | { readonly type: 'stop' };

export type RefetchEffect = { readonly type: 'fetch'; readonly at: number } | { readonly type: 'wake_at'; readonly at: number };

export interface RefetchStep {
  readonly state: RefetchState;
  readonly effects: readonly RefetchEffect[];
}

export const REFETCH_IDLE: RefetchState = { status: 'idle', known: undefined };

const stay = (state: RefetchState): RefetchStep => ({ state, effects: [] });

function onTick(state: RefetchState, at: number): RefetchStep {
  switch (state.status) {
    case 'idle':
      return stay(state);
    case 'debouncing': {
      if (at < state.fireAt) return stay(state);
      const nextAt = at + MONITOR_INTERVAL_MS;
      return {
        state: { status: 'monitoring', known: state.known, baseline: state.baseline, retriesLeft: MONITOR_MAX_RETRIES, nextAt },
        effects: [
          { type: 'fetch', at },
          { type: 'wake_at', at: nextAt },
        ],
      };
    }
    case 'monitoring': {
      if (at < state.nextAt) return stay(state);
      const retriesLeft = state.retriesLeft - 1;
      if (retriesLeft === 0) return { state: { status: 'idle', known: state.known }, effects: [{ type: 'fetch', at }] };
      const nextAt = at + MONITOR_INTERVAL_MS;
      return {
        state: { ...state, retriesLeft, nextAt },
        effects: [
          { type: 'fetch', at },
          { type: 'wake_at', at: nextAt },
        ],
      };
    }
  }
}

function onResult(state: RefetchState, value: WatchedValue): RefetchStep {
  if (state.status !== 'monitoring') return stay({ ...state, known: value });
  if (state.baseline === undefined) return stay({ ...state, known: value, baseline: value });
  if (watchedChanged(state.baseline, value)) return stay({ status: 'idle', known: value });
  return stay({ ...state, known: value });
}

export function stepRefetch(state: RefetchState, event: RefetchEvent): RefetchStep {
  switch (event.type) {
    case 'trigger': {
      const fireAt = event.at + REFETCH_DEBOUNCE_MS;
      return {
        state: { status: 'debouncing', known: state.known, baseline: state.known, fireAt },
        effects: [{ type: 'wake_at', at: fireAt }],
      };
    }
    case 'tick':
      return onTick(state, event.at);
    case 'result':
      return onResult(state, event.value);
    case 'stop':
      return stay({ status: 'idle', known: state.known });
  }
}
