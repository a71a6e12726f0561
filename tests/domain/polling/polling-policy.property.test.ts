import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POLLING_IDLE,
  type PollingConfig,
  type PollingEffect,
  type PollingEvent,
  type PollingOutcome,
  type PollingState,
  pollingConfig,
  stepPolling,
} from '../../../domain/polling/polling-policy';
import { RUNS } from '../../arbitraries/runs';

/** Model-based test of the polling helper (spec 001 §4, §9) against a model that counts fetches. */

type Phase = 'idle' | 'fetching' | 'waiting' | 'done';
interface Model {
  phase: Phase;
  fetches: number;
  outcome: PollingOutcome<number> | null;
  readonly maxAttempts: number;
  readonly intervalMs: number;
}
interface Real {
  state: PollingState<number>;
  readonly config: PollingConfig<number>;
}

/** Values at or above 100 meet the condition. */
const isDone = (value: number): boolean => value >= 100;

function expected(model: Model): PollingState<number> {
  switch (model.phase) {
    case 'idle':
      return POLLING_IDLE;
    case 'fetching':
    case 'waiting':
      return { status: model.phase, attempts: model.fetches };
    case 'done':
      if (model.outcome === null) throw new Error('done without outcome');
      return { status: 'done', outcome: model.outcome };
  }
}

function apply(m: Model, r: Real, event: PollingEvent<number>, effects: PollingEffect<number>[]): void {
  const step = stepPolling(r.config, r.state, event);
  r.state = step.state;
  expect(step.state).toEqual(expected(m));
  expect(step.effects).toEqual(effects);
  const state = step.state;
  if (state.status === 'fetching' || state.status === 'waiting') {
    expect(state.attempts).toBeGreaterThanOrEqual(1);
    expect(state.attempts).toBeLessThanOrEqual(m.maxAttempts);
  }
}

const end = (m: Model, outcome: PollingOutcome<number>): PollingEffect<number>[] => {
  m.phase = 'done';
  m.outcome = outcome;
  return [{ type: 'done', outcome }];
};

class Start implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: PollingEffect<number>[] = [];
    if (m.phase === 'idle' || m.phase === 'done') {
      m.phase = 'fetching';
      m.fetches = 1;
      m.outcome = null;
      effects = [{ type: 'fetch' }];
    }
    apply(m, r, { type: 'started' }, effects);
  }
  toString = (): string => 'started';
}

class Result implements fc.Command<Model, Real> {
  constructor(readonly value: number) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: PollingEffect<number>[] = [];
    if (m.phase === 'fetching') {
      if (isDone(this.value)) effects = end(m, { kind: 'success', value: this.value });
      else if (m.fetches === m.maxAttempts) effects = end(m, { kind: 'expired', lastValue: this.value });
      else {
        m.phase = 'waiting';
        effects = [{ type: 'schedule_next', ms: m.intervalMs }];
      }
    }
    apply(m, r, { type: 'result', value: this.value }, effects);
  }
  toString = (): string => `result(${this.value})`;
}

class Fail implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const effects = m.phase === 'fetching' ? end(m, { kind: 'error', error: 'down' }) : [];
    apply(m, r, { type: 'failed', error: 'down' }, effects);
  }
  toString = (): string => 'failed';
}

class Stop implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const effects = m.phase === 'fetching' || m.phase === 'waiting' ? end(m, { kind: 'stopped' }) : [];
    apply(m, r, { type: 'stop' }, effects);
  }
  toString = (): string => 'stop';
}

class Tick implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    let effects: PollingEffect<number>[] = [];
    if (m.phase === 'waiting') {
      m.phase = 'fetching';
      m.fetches += 1;
      effects = [{ type: 'fetch' }];
    }
    apply(m, r, { type: 'tick' }, effects);
  }
  toString = (): string => 'tick';
}

const commands = [
  fc.constant(new Start()),
  fc.integer({ min: 0, max: 99 }).map((v) => new Result(v)),
  fc.integer({ min: 0, max: 99 }).map((v) => new Result(v)),
  fc.integer({ min: 0, max: 120 }).map((v) => new Result(v)),
  fc.constant(new Fail()),
  fc.constant(new Stop()),
  fc.constant(new Tick()),
  fc.constant(new Tick()),
];

describe('polling policy, model-based', () => {
  it('any sequence of started, result, failed, stop and tick agrees with the fetch-counting model', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.commands(commands, { maxCommands: 60 }),
        (maxAttempts, intervalMs, cmds) => {
          const config = pollingConfig(isDone, { maxAttempts, intervalMs });
          const model = (): Model => ({ phase: 'idle', fetches: 0, outcome: null, maxAttempts, intervalMs });
          fc.modelRun(() => ({ model: model(), real: { state: POLLING_IDLE, config } }), cmds);
        },
      ),
      RUNS,
    );
  });

  it('a run never asks for more fetches than maxAttempts, and every run ends in exactly one done effect', () => {
    const event = fc.oneof(
      fc.constant<PollingEvent<number>>({ type: 'tick' }),
      fc.integer({ min: 0, max: 110 }).map<PollingEvent<number>>((value) => ({ type: 'result', value })),
      fc.constant<PollingEvent<number>>({ type: 'stop' }),
      fc.constant<PollingEvent<number>>({ type: 'failed', error: 'x' }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(event, { maxLength: 80 }), (maxAttempts, events) => {
        const config = pollingConfig(isDone, { maxAttempts });
        let step = stepPolling(config, POLLING_IDLE, { type: 'started' });
        let fetches = 1;
        let dones = 0;
        for (const e of events) {
          step = stepPolling(config, step.state, e);
          fetches += step.effects.filter((x) => x.type === 'fetch').length;
          dones += step.effects.filter((x) => x.type === 'done').length;
        }
        expect(fetches).toBeLessThanOrEqual(maxAttempts);
        expect(dones).toBe(step.state.status === 'done' ? 1 : 0);
      }),
      RUNS,
    );
  });
});
