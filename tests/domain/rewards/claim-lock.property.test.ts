import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_LOCK_MS, isClaimLocked } from '../../../domain/rewards/claim-lock';
import { RUNS } from '../../arbitraries/runs';

describe('claim lock, properties', () => {
  it('locked exactly while fewer than 2500 ms have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (at, elapsed) => {
        expect(isClaimLocked(at, at + elapsed)).toBe(elapsed < CLAIM_LOCK_MS);
      }),
      RUNS,
    );
  });
});
