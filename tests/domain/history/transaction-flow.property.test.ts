import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../domain/history/business-status';
import { flowDirection, FLOW_BY_KIND, isPredictionOrBasketKind, transactionSign } from '../../../domain/history/transaction-flow';
import { RUNS } from '../../arbitraries/runs';

const kind = fc.oneof(fc.constantFrom(...Object.keys(FLOW_BY_KIND)), fc.string({ maxLength: 20 }));
const status = fc.oneof(
  fc.constantFrom('pending', 'activating', 'processing', 'unbonding', 'rejected', 'failed', 'cancelled', 'unknown', 'completed'),
  fc.string({ maxLength: 10 }),
);

describe('history sign invariants', () => {
  it('the sign follows the direction: + only for inflow, - only for outflow', () => {
    fc.assert(
      fc.property(kind, status, (k, s) => {
        const sign = transactionSign({ kind: k, status: s });
        const direction = flowDirection(k);
        if (sign === '+') expect(direction).toBe('inflow');
        if (sign === '-') expect(direction).toBe('outflow');
      }),
      RUNS,
    );
  });

  it('a sign is missing exactly for neutral/unknown kinds, or prediction/basket kinds that are failed or pending', () => {
    fc.assert(
      fc.property(kind, status, (k, s) => {
        const direction = flowDirection(k);
        const tone = statusTone(s);
        const hidden = direction === 'neutral' || direction === 'unknown' || (isPredictionOrBasketKind(k) && (tone === 'failed' || tone === 'pending'));
        expect(transactionSign({ kind: k, status: s }) === '').toBe(hidden);
      }),
      RUNS,
    );
  });
});
