import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateTier } from '../../../domain/rates/live-rates';
import { selectTier } from '../../../domain/rates/live-rates';
import { decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const amount = decimalAmount({ maxIntegerDigits: 7, maxDecimals: 4 });
const tiers: fc.Arbitrary<RateTier[]> = fc.array(fc.record({ amount, rate: positivePrice() }), { minLength: 1, maxLength: 8 });

describe('tier selection invariants', () => {
  it('is monotone: a larger amount never selects a tier with a lower amount', () => {
    fc.assert(
      fc.property(tiers, amount, amount, (ts, a, b) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const forLow = selectTier(ts, low);
        const forHigh = selectTier(ts, high);
        expect(forLow).toBeDefined();
        expect(forHigh).toBeDefined();
        expect(forHigh?.amount.greaterThanOrEqualTo(forLow?.amount ?? 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the chosen tier is one of the tiers, not above the amount unless the amount is below every tier', () => {
    fc.assert(
      fc.property(tiers, amount, (ts, a) => {
        const chosen = selectTier(ts, a);
        expect(ts).toContain(chosen);
        const lowest = ts.reduce((m, t) => (t.amount.lessThan(m) ? t.amount : m), ts[0]?.amount ?? a);
        if (a.greaterThanOrEqualTo(lowest)) expect(chosen?.amount.lessThanOrEqualTo(a)).toBe(true);
        else expect(chosen?.amount.equals(lowest)).toBe(true);
      }),
      RUNS,
    );
  });

  it('no tier between the chosen one and the amount is skipped', () => {
    fc.assert(
      fc.property(tiers, amount, (ts, a) => {
        const chosen = selectTier(ts, a);
        for (const t of ts) {
          if (t.amount.lessThanOrEqualTo(a)) expect(t.amount.lessThanOrEqualTo(chosen?.amount ?? a)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the order of the tiers does not change the chosen tier amount', () => {
    fc.assert(
      fc.property(tiers, amount, (ts, a) => {
        const reversed = [...ts].reverse();
        expect(selectTier(reversed, a)?.amount.equals(selectTier(ts, a)?.amount ?? -1)).toBe(true);
      }),
      RUNS,
    );
  });
});
