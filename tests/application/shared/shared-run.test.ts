import fc from 'fast-check';
import { Subscription } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SharedRun } from '../../../application/shared/shared-run';

function counted() {
  const runs = { started: 0, stopped: 0 };
  const shared = new SharedRun(() => {
    runs.started += 1;
    return new Subscription(() => (runs.stopped += 1));
  });
  return { runs, shared };
}

describe('SharedRun', () => {
  it('runs once for several callers and stops when the last one stops', () => {
    const { runs, shared } = counted();
    const first = shared.start();
    const second = shared.start();
    expect(runs).toEqual({ started: 1, stopped: 0 });
    first();
    first();
    expect(runs).toEqual({ started: 1, stopped: 0 });
    second();
    expect(runs).toEqual({ started: 1, stopped: 1 });
    shared.start();
    expect(runs).toEqual({ started: 2, stopped: 1 });
  });

  it('property: the work runs exactly while some caller has started and not stopped it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('start' as const), fc.nat({ max: 9 })), { maxLength: 40 }), (steps) => {
        const { runs, shared } = counted();
        const stops: (() => void)[] = [];
        const live = new Set<number>();
        for (const step of steps) {
          if (step === 'start') {
            live.add(stops.length);
            stops.push(shared.start());
          } else if (step < stops.length) {
            stops[step]?.();
            live.delete(step);
          }
          expect(runs.started - runs.stopped).toBe(live.size > 0 ? 1 : 0);
        }
      }),
    );
  });
});
