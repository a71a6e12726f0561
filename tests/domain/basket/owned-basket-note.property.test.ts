import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwned } from '../../../domain/basket/basket';
import { effectiveRebalancingInterval, ownedBasketNote } from '../../../domain/basket/owned-basket-note';
import { RUNS } from '../../arbitraries/runs';
import { basket, rebalancingInterval } from '../../arbitraries/trade';

describe('owned basket note invariants', () => {
  it('a note exists iff the basket is owned, and it says disabled iff the interval is never', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const note = ownedBasketNote(b);
        expect(note !== undefined).toBe(isOwned(b));
        if (note !== undefined) expect(note.kind === 'rebalancing_disabled').toBe(b.rebalancingInterval === 'never');
      }),
      RUNS,
    );
  });

  it('the effective interval is the choice unless an owned basket has no next rebalancing', () => {
    fc.assert(
      fc.property(rebalancingInterval, basket, (chosen, b) => {
        const ignored = b.balance.greaterThan(0) && b.nextRebalancingAt === undefined;
        expect(effectiveRebalancingInterval(chosen, b)).toBe(ignored ? b.rebalancingInterval : chosen);
      }),
      RUNS,
    );
  });
});
