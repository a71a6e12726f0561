import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coolingOffRemaining } from '../../../domain/compliance/cooling-off';
import { RUNS } from '../../arbitraries/runs';

const MIN = 60_000;
const END = 2_000_000_000_000;
const now = fc.integer({ min: END - 30 * 60 * MIN, max: END + 60 * MIN });

describe('cooling-off countdown, properties (spec 001 §4, §9)', () => {
  it('hours stay within 0..24, minutes within 0..59, and minutes are 0 at 24 hours', () => {
    fc.assert(
      fc.property(now, (t) => {
        const { hours, minutes } = coolingOffRemaining(END, t);
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThanOrEqual(24);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThanOrEqual(59);
        if (hours === 24) expect(minutes).toBe(0);
      }),
      RUNS,
    );
  });

  it('below the cap, the shown time is the remaining time plus one minute, in whole minutes', () => {
    fc.assert(
      fc.property(now, (t) => {
        fc.pre(t <= END);
        const { hours, minutes } = coolingOffRemaining(END, t);
        const shown = hours * 60 + minutes;
        const exact = (END + MIN - t) / MIN;
        if (hours < 24) {
          expect(shown).toBeLessThanOrEqual(exact);
          expect(shown).toBeGreaterThan(exact - 1);
        } else {
          expect(exact).toBeGreaterThanOrEqual(24 * 60);
        }
      }),
      RUNS,
    );
  });

  it('the countdown never goes up as time passes', () => {
    fc.assert(
      fc.property(now, fc.integer({ min: 0, max: 120 * MIN }), (t, later) => {
        const a = coolingOffRemaining(END, t);
        const b = coolingOffRemaining(END, t + later);
        expect(b.hours * 60 + b.minutes).toBeLessThanOrEqual(a.hours * 60 + a.minutes);
      }),
      RUNS,
    );
  });
});
