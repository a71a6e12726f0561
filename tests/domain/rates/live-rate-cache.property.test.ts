import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveRatesFreshness, liveRatesRefreshAt } from '../../../domain/rates/live-rate-cache';
import { RUNS } from '../../arbitraries/runs';

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
const delay = fc.integer({ min: 0, max: 120_000 });

describe('live rate cache invariants', () => {
  it('fresh exactly before the refresh time, stale from it on', () => {
    fc.assert(
      fc.property(time, delay, (fetchedAt, d) => {
        const now = fetchedAt + d;
        expect(liveRatesFreshness(fetchedAt, now)).toBe(now < liveRatesRefreshAt(fetchedAt) ? 'fresh' : 'stale');
      }),
      RUNS,
    );
  });

  it('once stale, rates never become fresh again as time passes', () => {
    fc.assert(
      fc.property(time, delay, delay, (fetchedAt, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (liveRatesFreshness(fetchedAt, fetchedAt + early) === 'stale') {
          expect(liveRatesFreshness(fetchedAt, fetchedAt + late)).toBe('stale');
        }
      }),
      RUNS,
    );
  });
});
