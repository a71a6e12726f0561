import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromSetupInterval,
  fromWireInterval,
  isRebalancingEnabled,
  REBALANCING_DAYS,
  requestIntervalChange,
  toSetupInterval,
  toWireInterval,
} from '../../../domain/basket/rebalancing-interval';
import { RUNS } from '../../arbitraries/runs';
import { rebalancingInterval } from '../../arbitraries/trade';

describe('rebalancing interval invariants', () => {
  it('wire and setup names round-trip', () => {
    fc.assert(
      fc.property(rebalancingInterval, (i) => {
        expect(fromWireInterval(toWireInterval(i))).toBe(i);
        expect(fromSetupInterval(toSetupInterval(i))).toBe(i);
      }),
      RUNS,
    );
  });

  it('rebalancing is enabled iff the interval has days', () => {
    fc.assert(
      fc.property(rebalancingInterval, (i) => {
        expect(isRebalancingEnabled(i)).toBe(REBALANCING_DAYS[i] > 0);
      }),
      RUNS,
    );
  });

  it('every real change needs a confirmation, and enables/disables follow the two intervals', () => {
    fc.assert(
      fc.property(rebalancingInterval, rebalancingInterval, (from, to) => {
        const change = requestIntervalChange(from, to);
        if (from === to) {
          expect(change).toEqual({ kind: 'unchanged' });
          return;
        }
        expect(change).toEqual({
          kind: 'confirm',
          from,
          to,
          enables: from === 'never' && to !== 'never',
          disables: from !== 'never' && to === 'never',
        });
      }),
      RUNS,
    );
  });

  it('arbitrary strings parse only when they are one of the known names', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('never', 'weekly', 'bi-weekly', 'biWeekly', 'monthly')), (raw) => {
        const wire = fromWireInterval(raw);
        if (wire !== undefined) expect(toWireInterval(wire)).toBe(raw);
        const setup = fromSetupInterval(raw);
        if (setup !== undefined) expect(toSetupInterval(setup)).toBe(raw);
      }),
      RUNS,
    );
  });
});
