import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveWelcomeBonus, type WelcomeBonus, type WelcomeBonusMission, CLAIM_LOCK_MS, isClaimLocked } from '../../../domain/rewards/welcome-bonus';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const amount = fc.option(decimalAmount({ maxIntegerDigits: 9, maxDecimals: 6 }), { nil: undefined });
const mission: fc.Arbitrary<WelcomeBonusMission> = fc.record({
  missionId: fc.string({ minLength: 1, maxLength: 8 }),
  targetAmount: amount,
  currentAmount: amount,
  isCompleted: fc.boolean(),
  isClaimed: fc.boolean(),
});
const bonus: fc.Arbitrary<WelcomeBonus | undefined> = fc.option(
  fc.record({
    unit: fc.constantFrom('USD', 'EUR'),
    endTime: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    missions: fc.array(mission, { maxLength: 3 }),
  }),
  { nil: undefined },
);
const now = fc.integer({ min: 0, max: 2000 });

describe('welcome bonus, properties (spec 001 §3-§4)', () => {
  it('progress times target equals current × 100 whenever target is above 0, and is 0 otherwise', () => {
    fc.assert(
      fc.property(bonus, now, (b, t) => {
        const view = deriveWelcomeBonus(b, t);
        const m = b?.missions[0];
        if (m?.targetAmount !== undefined && m.currentAmount !== undefined && m.targetAmount.greaterThan(0)) {
          const back = exact(view.progressPercentage).times(exact(m.targetAmount));
          const want = exact(m.currentAmount).times(100);
          expect(back.minus(want).abs().lessThanOrEqualTo(want.abs().times('1e-35').plus('1e-30'))).toBe(true);
        } else {
          expect(view.progressPercentage.isZero()).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('claim button exactly when completed and not claimed; widget implies mission present, unclaimed and unexpired', () => {
    fc.assert(
      fc.property(bonus, now, (b, t) => {
        const view = deriveWelcomeBonus(b, t);
        expect(view.isShowClaimButton).toBe(view.isCompleted && !view.isClaimed);
        expect(view.isShowWelcomeBonusWidget).toBe(b !== undefined && b.missions.length > 0 && !view.isClaimed && !view.isExpired);
        expect(view.isExpired).toBe(b?.endTime === undefined || b.endTime <= t);
      }),
      RUNS,
    );
  });
});

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
