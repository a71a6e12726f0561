import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import {
  REFETCH_IDLE,
  type RefetchEvent,
  type RefetchEffect,
  type RefetchState,
  stepRefetch,
  type WatchedValue,
} from '../../../domain/rewards/progress-refetch';

const value = (progress: string, isClaimed = false): WatchedValue => ({ progressPercentage: dec(progress), isClaimed });
const known = (v: WatchedValue): RefetchState => ({ status: 'idle', known: v });

/** Runs events and returns every fetch time asked for. */
function fetchTimes(start: RefetchState, events: readonly RefetchEvent[]): { state: RefetchState; fetches: number[]; effects: RefetchEffect[] } {
  let state = start;
  const effects: RefetchEffect[] = [];
  for (const event of events) {
    const step = stepRefetch(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, fetches: effects.filter((e) => e.type === 'fetch').map((e) => e.at), effects };
}

const ticks = (from: number, to: number, every = 100): RefetchEvent[] =>
  Array.from({ length: Math.floor((to - from) / every) + 1 }, (_, i) => ({ type: 'tick', at: from + i * every }));

describe('welcome-bonus progress refetch (spec 001 §4, §9)', () => {
  it('a trade or claim event asks to be woken 300 ms later', () => {
    expect(stepRefetch(REFETCH_IDLE, { type: 'trigger', at: 1_000 }).effects).toEqual([{ type: 'wake_at', at: 1_300 }]);
  });

  it('progress is fetched 300 ms after the event (debounce)', () => {
    const { fetches } = fetchTimes(known(value('10')), [{ type: 'trigger', at: 0 }, ...ticks(0, 300)]);
    expect(fetches).toEqual([300]);
  });

  it('a new event within 300 ms pushes the fetch back', () => {
    const { fetches } = fetchTimes(known(value('10')), [
      { type: 'trigger', at: 0 },
      { type: 'tick', at: 200 },
      { type: 'trigger', at: 200 },
      ...ticks(200, 500),
    ]);
    expect(fetches).toEqual([500]);
  });

  it('without a change the refetch repeats every 2 s, up to 3 retries, then stops', () => {
    const v = value('10');
    const events: RefetchEvent[] = [{ type: 'trigger', at: 0 }];
    for (let t = 100; t <= 12_000; t += 100) {
      events.push({ type: 'tick', at: t });
      if ([300, 2_300, 4_300, 6_300].includes(t)) events.push({ type: 'result', value: v });
    }
    const { fetches, state } = fetchTimes(known(v), events);
    expect(fetches).toEqual([300, 2_300, 4_300, 6_300]);
    expect(state.status).toBe('idle');
  });

  it('monitoring stops early when the progress percent changes', () => {
    const { fetches, state } = fetchTimes(known(value('10')), [
      { type: 'trigger', at: 0 },
      { type: 'tick', at: 300 },
      { type: 'result', value: value('10') },
      { type: 'tick', at: 2_300 },
      { type: 'result', value: value('35') },
      ...ticks(2_400, 10_000),
    ]);
    expect(fetches).toEqual([300, 2_300]);
    expect(state).toEqual({ status: 'idle', known: value('35') });
  });

  it('monitoring stops early when the claimed flag changes', () => {
    const { fetches } = fetchTimes(known(value('100')), [
      { type: 'trigger', at: 0 },
      { type: 'tick', at: 300 },
      { type: 'result', value: value('100', true) },
      ...ticks(400, 10_000),
    ]);
    expect(fetches).toEqual([300]);
  });

  it('with no value known at the event, the first result becomes the baseline', () => {
    const { fetches } = fetchTimes(REFETCH_IDLE, [
      { type: 'trigger', at: 0 },
      { type: 'tick', at: 300 },
      { type: 'result', value: value('10') },
      { type: 'tick', at: 2_300 },
      { type: 'result', value: value('20') },
      ...ticks(2_400, 10_000),
    ]);
    expect(fetches).toEqual([300, 2_300]);
  });

  it('stop ends monitoring and keeps the known value', () => {
    const { fetches, state } = fetchTimes(known(value('5')), [{ type: 'trigger', at: 0 }, { type: 'stop' }, ...ticks(0, 5_000)]);
    expect(fetches).toEqual([]);
    expect(state).toEqual({ status: 'idle', known: value('5') });
  });

  it('each fetch with retries left asks to be woken 2 s later', () => {
    const step = stepRefetch({ status: 'debouncing', known: undefined, baseline: undefined, fireAt: 300 }, { type: 'tick', at: 300 });
    expect(step.effects).toEqual([
      { type: 'fetch', at: 300 },
      { type: 'wake_at', at: 2_300 },
    ]);
  });
});
