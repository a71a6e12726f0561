import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZERO } from '../../../domain/money/decimal';
import { claimMission, isMissionComplete, missionsForDisplay, tradeVolume } from '../../../domain/rewards/welcome-mission';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const amount = decimalAmount({ maxIntegerDigits: 6, maxDecimals: 2 });

describe('welcome-bonus mission properties', () => {
  it('a mission is claimed at most once: a second claim of the claimed mission is always refused', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 10 }), (target, current, hoursBeforeEnd) => {
        const end = 1_000_000_000;
        const now = end - hoursBeforeEnd * 3_600_000 - 1;
        const first = claimMission({ target, current, claimed: false }, end, now);
        expect(first.ok).toBe(isMissionComplete({ target, current, claimed: false }));
        if (first.ok) expect(claimMission(first.value, end, now)).toEqual({ ok: false, error: 'mission_already_claimed' });
      }),
      RUNS,
    );
  });

  it('the volume is the sum of the positive trade values, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(decimalAmount({ maxIntegerDigits: 6, maxDecimals: 2, signed: true }), { maxLength: 12 }), (values) => {
        const total = tradeVolume(values);
        expect(total.equals(tradeVolume([...values].reverse()))).toBe(true);
        expect(total.isNegative()).toBe(false);
        expect(total.equals(values.filter((v) => v.greaterThan(0)).reduce((sum, v) => sum.plus(v), ZERO))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the display order is a permutation with every unclaimed mission before every claimed one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), claimed: fc.boolean() }), { maxLength: 8 }), (missions) => {
        const shown = missionsForDisplay(missions);
        const byIdThenClaimed = (a: { id: number; claimed: boolean }, b: { id: number; claimed: boolean }) =>
          a.id - b.id || Number(a.claimed) - Number(b.claimed);
        expect([...shown].sort(byIdThenClaimed)).toEqual([...missions].sort(byIdThenClaimed));
        const firstClaimed = shown.findIndex((m) => m.claimed);
        if (firstClaimed !== -1) expect(shown.slice(firstClaimed).every((m) => m.claimed)).toBe(true);
      }),
      RUNS,
    );
  });
});
