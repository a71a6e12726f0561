import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import {
  MONITOR_INTERVAL_MS,
  MONITOR_MAX_RETRIES,
  REFETCH_DEBOUNCE_MS,
  REFETCH_IDLE,
  type RefetchEffect,
  type RefetchEvent,
  type RefetchState,
  stepRefetch,
  type WatchedValue,
} from '../../../domain/rewards/progress-refetch';
import { RUNS } from '../../arbitraries/runs';

/**
 * Model-based test of the progress refetch schedule. The model does not track states: it keeps
 * the time of the last event, the fetch times since then and whether monitoring was stopped, and
 * says "fetch now" when t >= event + 300 with no fetch yet, or t >= last fetch + 2000 with fewer
 * than 1 + 3 fetches; a result that differs from the value known at the event stops it.
 */
interface Model {
  now: number;
  known: string | undefined;
  lastEvent: number | undefined;
  baseline: string | undefined;
  fetches: number[];
  stopped: boolean;
}

interface Real {
  state: RefetchState;
}

const key = (v: WatchedValue): string => `${v.progressPercentage.toFixed()}|${v.isClaimed}`;
const seen = { fullMonitors: 0, earlyStops: 0, debounceResets: 0 };

function step(r: Real, event: RefetchEvent): readonly RefetchEffect[] {
  const { state, effects } = stepRefetch(r.state, event);
  r.state = state;
  return effects;
}

const monitoring = (m: Model): boolean => !m.stopped && m.lastEvent !== undefined && m.fetches.length >= 1 && m.fetches.length <= MONITOR_MAX_RETRIES;

class TriggerCommand implements fc.Command<Model, Real> {
  constructor(readonly after: number) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    m.now += this.after;
    if (m.lastEvent !== undefined && m.fetches.length === 0 && !m.stopped) seen.debounceResets += 1;
    m.lastEvent = m.now;
    m.baseline = m.known;
    m.fetches = [];
    m.stopped = false;
    expect(step(r, { type: 'trigger', at: m.now })).toEqual([{ type: 'wake_at', at: m.now + REFETCH_DEBOUNCE_MS }]);
  }
  toString = (): string => `trigger(+${this.after})`;
}

class TickCommand implements fc.Command<Model, Real> {
  constructor(readonly after: number) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    m.now += this.after;
    const effects = step(r, { type: 'tick', at: m.now });
    const last = m.fetches.at(-1);
    const due =
      !m.stopped &&
      m.lastEvent !== undefined &&
      ((last === undefined && m.now >= m.lastEvent + REFETCH_DEBOUNCE_MS) ||
        (last !== undefined && m.fetches.length <= MONITOR_MAX_RETRIES && m.now >= last + MONITOR_INTERVAL_MS));
    if (!due) {
      expect(effects).toEqual([]);
      return;
    }
    m.fetches.push(m.now);
    const moreToCome = m.fetches.length <= MONITOR_MAX_RETRIES;
    expect(effects).toEqual(
      moreToCome
        ? [
            { type: 'fetch', at: m.now },
            { type: 'wake_at', at: m.now + MONITOR_INTERVAL_MS },
          ]
        : [{ type: 'fetch', at: m.now }],
    );
    if (!moreToCome) seen.fullMonitors += 1;
  }
  toString = (): string => `tick(+${this.after})`;
}

class ResultCommand implements fc.Command<Model, Real> {
  constructor(readonly value: WatchedValue) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const k = key(this.value);
    if (monitoring(m)) {
      if (m.baseline === undefined) m.baseline = k;
      else if (m.baseline !== k) {
        m.stopped = true;
        seen.earlyStops += 1;
      }
    }
    m.known = k;
    expect(step(r, { type: 'result', value: this.value })).toEqual([]);
    expect(r.state.known === undefined ? undefined : key(r.state.known)).toBe(m.known);
  }
  toString = (): string => `result(${key(this.value)})`;
}

/** A result equal to what is known (the server has not caught up yet). */
class SameResultCommand implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.known !== undefined;
  run(m: Model, r: Real): void {
    const known = r.state.known;
    expect(known).toBeDefined();
    if (known !== undefined) new ResultCommand(known).run(m, r);
  }
  toString = (): string => 'sameResult';
}

class StopCommand implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    m.stopped = true;
    expect(step(r, { type: 'stop' })).toEqual([]);
    expect(r.state.status).toBe('idle');
  }
  toString = (): string => 'stop';
}

const watched = fc.record({ progressPercentage: fc.constantFrom('0', '25', '50').map(dec), isClaimed: fc.boolean() });

const commands = [
  fc.integer({ min: 0, max: 3_000 }).map((after) => new TriggerCommand(after)),
  fc.integer({ min: 0, max: 2_500 }).map((after) => new TickCommand(after)),
  fc.integer({ min: 0, max: 2_500 }).map((after) => new TickCommand(after)),
  fc.integer({ min: 0, max: 2_500 }).map((after) => new TickCommand(after)),
  fc.integer({ min: 1_500, max: 2_500 }).map((after) => new TickCommand(after)),
  watched.map((v) => new ResultCommand(v)),
  fc.constant(new SameResultCommand()),
  fc.constant(new SameResultCommand()),
  fc.constant(new StopCommand()),
];

describe('welcome-bonus progress refetch, model-based', () => {
  afterAll(() => {
    expect(seen.fullMonitors).toBeGreaterThan(0);
    expect(seen.earlyStops).toBeGreaterThan(0);
    expect(seen.debounceResets).toBeGreaterThan(0);
  });

  it('any sequence of events, ticks, results and stops fetches exactly when the model says', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60, size: 'max' }), (cmds) => {
        fc.modelRun(
          () => ({
            model: { now: 0, known: undefined, lastEvent: undefined, baseline: undefined, fetches: [], stopped: false },
            real: { state: REFETCH_IDLE },
          }),
          cmds,
        );
      }),
      RUNS,
    );
  });

  it('per event there are at most 1 + 3 fetches, the first at least 300 ms after it, the rest at least 2 s apart', () => {
    const event = fc.oneof(
      fc.integer({ min: 0, max: 500 }).map((d) => ({ kind: 'trigger' as const, d })),
      fc.integer({ min: 0, max: 2_500 }).map((d) => ({ kind: 'tick' as const, d })),
      watched.map((v) => ({ kind: 'result' as const, v })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 120 }), (events) => {
        let state: RefetchState = REFETCH_IDLE;
        let now = 0;
        let triggerAt: number | undefined;
        let fetches: number[] = [];
        for (const e of events) {
          if (e.kind !== 'result') now += e.d;
          const ev: RefetchEvent =
            e.kind === 'trigger' ? { type: 'trigger', at: now } : e.kind === 'tick' ? { type: 'tick', at: now } : { type: 'result', value: e.v };
          const next = stepRefetch(state, ev);
          state = next.state;
          if (e.kind === 'trigger') {
            triggerAt = now;
            fetches = [];
          }
          for (const effect of next.effects) if (effect.type === 'fetch') fetches.push(effect.at);
          expect(fetches.length).toBeLessThanOrEqual(1 + MONITOR_MAX_RETRIES);
          if (fetches[0] !== undefined && triggerAt !== undefined) expect(fetches[0] - triggerAt).toBeGreaterThanOrEqual(REFETCH_DEBOUNCE_MS);
          for (let i = 1; i < fetches.length; i++) expect((fetches[i] ?? 0) - (fetches[i - 1] ?? 0)).toBeGreaterThanOrEqual(MONITOR_INTERVAL_MS);
        }
      }),
      RUNS,
    );
  });
});
