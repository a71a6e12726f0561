import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RiskDialogConditions, riskDialogSeenKey, shouldOpenRiskDialog } from '../../../domain/compliance/risk-dialog';
import { RUNS } from '../../arbitraries/runs';

const conditions: fc.Arbitrary<RiskDialogConditions> = fc.record({
  featureEnabled: fc.boolean(),
  loadingFinished: fc.boolean(),
  userId: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  coolingOffApplies: fc.boolean(),
  endAt: fc.option(fc.integer(), { nil: undefined }),
  isOver24h: fc.boolean(),
  seen: fc.boolean(),
});

describe('UK cooling-off risk dialog, properties (spec 001 §4)', () => {
  it('opens exactly when all seven conditions hold', () => {
    fc.assert(
      fc.property(conditions, (c) => {
        const seven = [
          c.featureEnabled,
          c.loadingFinished,
          c.userId !== undefined && c.userId !== '',
          c.coolingOffApplies,
          c.endAt !== undefined,
          c.isOver24h,
          !c.seen,
        ];
        expect(shouldOpenRiskDialog(c)).toBe(seven.every(Boolean));
      }),
      RUNS,
    );
  });

  it('users whose ids share the first 10 characters share a marker; others do not', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 10 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (head, a, b) => {
        expect(riskDialogSeenKey(head + a)).toBe(riskDialogSeenKey(head + b));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 16 }), fc.string({ minLength: 10, maxLength: 16 }), (x, y) => {
        fc.pre(x.slice(0, 10) !== y.slice(0, 10));
        expect(riskDialogSeenKey(x)).not.toBe(riskDialogSeenKey(y));
      }),
      RUNS,
    );
  });
});
