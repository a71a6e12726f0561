import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProgressRefetchMonitor } from '../../../application/rewards/progress-refetch-monitor';
import { dec } from '../../../domain/money/decimal';
import { MONITOR_INTERVAL_MS, MONITOR_MAX_RETRIES, REFETCH_DEBOUNCE_MS } from '../../../domain/rewards/progress-refetch';
import { RUNS } from '../../arbitraries/runs';
import { VirtualTime } from '../../support/virtual-time';

/**
 * Model-based test of the refetch monitor on a virtual scheduler (spec 000 §4, 001 §4). The model
 * plans the fetch times of the last event itself: event + 300, then every 2000 up to 3 retries,
 * each fetch reading the server's value at that instant; the plan ends at the first fetched value
 * that differs from the value known at the event. The real monitor's fetch log must equal it.
 */
interface Model {
  now: number;
  server: number;
  known: number;
  baseline: number;
  plan: number[];
  fetches: { at: number; value: number }[];
}

interface Real {
  readonly time: VirtualTime;
  readonly monitor: ProgressRefetchMonitor;
  readonly server: { value: number };
  readonly fetches: { at: number; value: number }[];
}

const seen = { earlyStops: 0, fullRuns: 0, restarts: 0 };

/** Runs the model's planned fetches due by `until`. */
function runPlan(m: Model, until: number): void {
  while (m.plan[0] !== undefined && m.plan[0] <= until) {
    const at = m.plan.shift() as number;
    m.fetches.push({ at, value: m.server });
    m.known = m.server;
    if (m.server !== m.baseline) {
      m.plan = [];
      seen.earlyStops++;
    } else if (m.plan.length === 0) seen.fullRuns++;
  }
}

class Trigger implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): Promise<void> {
    if (m.plan.length > 0) seen.restarts++;
    m.baseline = m.known;
    m.plan = Array.from({ length: 1 + MONITOR_MAX_RETRIES }, (_, k) => m.now + REFETCH_DEBOUNCE_MS + k * MONITOR_INTERVAL_MS);
    r.monitor.trigger();
    return Promise.resolve();
  }
  toString = (): string => 'trigger';
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = (): boolean => true;
  async run(m: Model, r: Real): Promise<void> {
    m.now += this.ms;
    runPlan(m, m.now);
    await r.time.advance(this.ms);
    expect(r.fetches).toEqual(m.fetches);
  }
  toString = (): string => `advance(${this.ms})`;
}

class ServerMoves implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true;
  run(m: Model, r: Real): Promise<void> {
    m.server += 1;
    r.server.value += 1;
    return Promise.resolve();
  }
  toString = (): string => 'server moves';
}

const commands = [
  fc.constant(new Trigger()),
  fc.constantFrom(1, 299, 300, 1_000, 1_999, 2_000, 6_300).map((ms) => new Advance(ms)),
  fc.constant(new ServerMoves()),
];

describe('ProgressRefetchMonitor, model-based', () => {
  it('fetches exactly on the debounce-then-monitor plan and stops early on a changed value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const time = new VirtualTime(0);
        const server = { value: 0 };
        const fetches: { at: number; value: number }[] = [];
        const monitor = new ProgressRefetchMonitor(() => {
          fetches.push({ at: time.now(), value: server.value });
          return Promise.resolve({ progressPercentage: dec(String(server.value)), isClaimed: false });
        }, time.scheduler);
        monitor.known({ progressPercentage: dec('0'), isClaimed: false });
        await fc.asyncModelRun(
          () => ({ model: { now: 0, server: 0, known: 0, baseline: 0, plan: [], fetches: [] }, real: { time, monitor, server, fetches } }),
          cmds,
        );
        monitor.stop();
        await time.advance(10_000);
        expect(time.scheduler.actions).toHaveLength(0);
      }),
      RUNS,
    );
    expect(seen.earlyStops).toBeGreaterThan(0);
    expect(seen.fullRuns).toBeGreaterThan(0);
    expect(seen.restarts).toBeGreaterThan(0);
  });

  it('a fetch that fails does not stop the retries', async () => {
    const time = new VirtualTime(0);
    let calls = 0;
    const monitor = new ProgressRefetchMonitor(
      () => Promise.resolve(++calls === 1 ? undefined : { progressPercentage: dec('0'), isClaimed: false }),
      time.scheduler,
    );
    monitor.known({ progressPercentage: dec('0'), isClaimed: false });
    monitor.trigger();
    await time.advance(REFETCH_DEBOUNCE_MS + MONITOR_MAX_RETRIES * MONITOR_INTERVAL_MS + 10_000);
    expect(calls).toBe(1 + MONITOR_MAX_RETRIES);
  });
});
