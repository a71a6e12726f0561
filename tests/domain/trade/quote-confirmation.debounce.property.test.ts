import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptClick, CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { RUNS } from '../../arbitraries/runs';
import { clickTimes } from '../../arbitraries/trade';
import { acceptedClicks } from './accepted-clicks';

describe('confirm debounce invariants', () => {
  it('acted-on clicks are always at least 500 ms apart', () => {
    fc.assert(
      fc.property(clickTimes, (times) => {
        const accepted = acceptedClicks(times);
        for (let i = 1; i < accepted.length; i++) {
          expect((accepted[i] ?? 0) - (accepted[i - 1] ?? 0)).toBeGreaterThanOrEqual(CONFIRM_DEBOUNCE_MS);
        }
      }),
      RUNS,
    );
  });

  it('the first click is always acted on, and every click is within 500 ms of an acted-on one at or before it', () => {
    fc.assert(
      fc.property(clickTimes, (times) => {
        const accepted = acceptedClicks(times);
        expect(accepted[0]).toBe(times[0]);
        for (const t of times) {
          const last = accepted.filter((a) => a <= t).at(-1);
          expect(last).toBeDefined();
          expect(t - (last ?? 0)).toBeLessThan(accepted.includes(t) ? 1 : CONFIRM_DEBOUNCE_MS);
        }
      }),
      RUNS,
    );
  });

  it('acceptClick is true exactly when 500 ms or more have passed since the last acted-on click', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000_000 }), fc.integer({ min: 0, max: 5000 }), (last, gap) => {
        expect(acceptClick(last, last + gap)).toBe(gap >= CONFIRM_DEBOUNCE_MS);
      }),
      RUNS,
    );
  });

  it('no burst of clicks closer than 500 ms to the first sends more than once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: 0, max: CONFIRM_DEBOUNCE_MS - 1 }), { maxLength: 30 }), (start, offsets) => {
        const times = [start, ...offsets.sort((a, b) => a - b).map((o) => start + o)];
        expect(acceptedClicks(times)).toEqual([start]);
      }),
      RUNS,
    );
  });
});
