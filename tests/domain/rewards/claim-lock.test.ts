import { describe, expect, it } from 'vitest';
import { CLAIM_LOCK_MS, isClaimLocked } from '../../../domain/rewards/claim-lock';

describe('claim lock (spec 000 §4, §9)', () => {
  it('Claim locks for 2.5 s', () => {
    expect(CLAIM_LOCK_MS).toBe(2500);
    expect(isClaimLocked(10_000, 10_000)).toBe(true);
    expect(isClaimLocked(10_000, 12_499)).toBe(true);
    expect(isClaimLocked(10_000, 12_500)).toBe(false);
  });

  it('never locked without a lock', () => {
    expect(isClaimLocked(undefined, 0)).toBe(false);
  });

  it('a lock stamped after now (clock moved back) still counts as locked', () => {
    expect(isClaimLocked(10_000, 9_000)).toBe(true);
  });
});
