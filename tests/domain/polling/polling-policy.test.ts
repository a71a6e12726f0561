import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLLING_INTERVAL_MS,
  DEFAULT_POLLING_MAX_ATTEMPTS,
  POLLING_IDLE,
  type PollingEvent,
  type PollingState,
  type PollingStep,
  pollingConfig,
  stepPolling,
} from '../../../domain/polling/polling-policy';

const config = pollingConfig<string>((v) => v === 'ready', { intervalMs: 500, maxAttempts: 3 });
const started: PollingEvent<string> = { type: 'started' };
const tick: PollingEvent<string> = { type: 'tick' };
const stop: PollingEvent<string> = { type: 'stop' };
const result = (value: string): PollingEvent<string> => ({ type: 'result', value });

function run(events: readonly PollingEvent<string>[], state: PollingState<string> = POLLING_IDLE): PollingStep<string>[] {
  const steps: PollingStep<string>[] = [];
  let current = state;
  for (const event of events) {
    const step = stepPolling(config, current, event);
    steps.push(step);
    current = step.state;
  }
  return steps;
}
const lastOf = (steps: PollingStep<string>[]): PollingStep<string> => {
  const step = steps.at(-1);
  if (step === undefined) throw new Error('no steps');
  return step;
};

describe('polling policy', () => {
  it('defaults to a 1000 ms interval and at most 20 fetches (spec 001 §9)', () => {
    expect(DEFAULT_POLLING_INTERVAL_MS).toBe(1000);
    expect(DEFAULT_POLLING_MAX_ATTEMPTS).toBe(20);
    const defaults = pollingConfig<number>(() => true);
    expect(defaults.intervalMs).toBe(1000);
    expect(defaults.maxAttempts).toBe(20);
  });

  it('refuses a config that could never fetch', () => {
    expect(() => pollingConfig(() => true, { maxAttempts: 0 })).toThrow(RangeError);
    expect(() => pollingConfig(() => true, { intervalMs: -1 })).toThrow(RangeError);
    expect(() => pollingConfig(() => true, { intervalMs: 0.5 })).toThrow(RangeError);
  });

  it('starting fetches once', () => {
    expect(stepPolling(config, POLLING_IDLE, started)).toEqual({ state: { status: 'fetching', attempts: 1 }, effects: [{ type: 'fetch' }] });
  });

  it('a result meeting the condition ends in success with that value', () => {
    expect(lastOf(run([started, result('ready')]))).toEqual({
      state: { status: 'done', outcome: { kind: 'success', value: 'ready' } },
      effects: [{ type: 'done', outcome: { kind: 'success', value: 'ready' } }],
    });
  });

  it('a result not meeting the condition schedules the next fetch after the interval', () => {
    expect(lastOf(run([started, result('pending')]))).toEqual({
      state: { status: 'waiting', attempts: 1 },
      effects: [{ type: 'schedule_next', ms: 500 }],
    });
  });

  it('the scheduled tick fetches again', () => {
    expect(lastOf(run([started, result('pending'), tick]))).toEqual({
      state: { status: 'fetching', attempts: 2 },
      effects: [{ type: 'fetch' }],
    });
  });

  it('the poll expires when the last allowed fetch still does not meet the condition', () => {
    const steps = run([started, result('a'), tick, result('b'), tick, result('c')]);
    expect(steps.flatMap((s) => s.effects).filter((e) => e.type === 'fetch')).toHaveLength(3);
    expect(lastOf(steps)).toEqual({
      state: { status: 'done', outcome: { kind: 'expired', lastValue: 'c' } },
      effects: [{ type: 'done', outcome: { kind: 'expired', lastValue: 'c' } }],
    });
  });

  it('success on the last allowed fetch is still a success', () => {
    expect(lastOf(run([started, result('a'), tick, result('b'), tick, result('ready')])).state).toEqual({
      status: 'done',
      outcome: { kind: 'success', value: 'ready' },
    });
  });

  it('a failed fetch ends the poll in error', () => {
    const boom = new Error('boom');
    expect(lastOf(run([started, { type: 'failed', error: boom }]))).toEqual({
      state: { status: 'done', outcome: { kind: 'error', error: boom } },
      effects: [{ type: 'done', outcome: { kind: 'error', error: boom } }],
    });
  });

  it('stop ends a poll while it fetches or waits', () => {
    for (const events of [
      [started, stop],
      [started, result('x'), stop],
    ]) {
      expect(lastOf(run(events))).toEqual({
        state: { status: 'done', outcome: { kind: 'stopped' } },
        effects: [{ type: 'done', outcome: { kind: 'stopped' } }],
      });
    }
  });

  it('a late result or tick after stop changes nothing', () => {
    const steps = run([started, stop, result('ready'), tick]);
    expect(steps.slice(2)).toEqual([
      { state: { status: 'done', outcome: { kind: 'stopped' } }, effects: [] },
      { state: { status: 'done', outcome: { kind: 'stopped' } }, effects: [] },
    ]);
  });

  it('stop before starting does nothing', () => {
    expect(stepPolling(config, POLLING_IDLE, stop)).toEqual({ state: POLLING_IDLE, effects: [] });
  });

  it('starting while running does not start a second poll', () => {
    expect(lastOf(run([started, started]))).toEqual({ state: { status: 'fetching', attempts: 1 }, effects: [] });
    expect(lastOf(run([started, result('x'), started]))).toEqual({ state: { status: 'waiting', attempts: 1 }, effects: [] });
  });

  it('a finished poll can be started again from the first attempt', () => {
    expect(lastOf(run([started, result('ready'), started]))).toEqual({ state: { status: 'fetching', attempts: 1 }, effects: [{ type: 'fetch' }] });
  });

  it('a tick while a fetch is in flight is ignored', () => {
    expect(lastOf(run([started, tick]))).toEqual({ state: { status: 'fetching', attempts: 1 }, effects: [] });
  });
});
