import { describe, expect, it } from 'vitest';
import { effectiveRebalancingInterval, ownedBasketNote } from '../../../domain/basket/owned-basket-note';
import { dec } from '../../../domain/money/decimal';
import { basketFixture } from '../../arbitraries/trade';

const NEXT = Date.UTC(2026, 5, 1);
const owned = basketFixture({ balance: dec('120.5'), rebalancingInterval: 'monthly', nextRebalancingAt: NEXT });

describe('owned basket note (spec 000 §2)', () => {
  it('a basket not owned has no note (the rebalancing choice shows)', () => {
    expect(ownedBasketNote(basketFixture())).toBeUndefined();
  });

  it('an owned basket with rebalancing says it is enabled and points to the portfolio', () => {
    expect(ownedBasketNote(owned)).toEqual({ kind: 'rebalancing_enabled', interval: 'monthly', pointsTo: 'portfolio' });
  });

  it('an owned basket that never rebalances says it is disabled and points to the portfolio', () => {
    expect(ownedBasketNote({ ...owned, rebalancingInterval: 'never' })).toEqual({ kind: 'rebalancing_disabled', pointsTo: 'portfolio' });
  });
});

describe('effective rebalancing interval (spec 000 §4)', () => {
  it('the choice is sent for a basket not owned', () => {
    expect(effectiveRebalancingInterval('bi_weekly', basketFixture())).toBe('bi_weekly');
  });

  it('the choice is sent for an owned basket with a next rebalancing', () => {
    expect(effectiveRebalancingInterval('bi_weekly', owned)).toBe('bi_weekly');
  });

  it('the choice is ignored when an owned basket has no next rebalancing: its own interval is kept', () => {
    expect(effectiveRebalancingInterval('weekly', { ...owned, nextRebalancingAt: undefined, rebalancingInterval: 'never' })).toBe('never');
    expect(effectiveRebalancingInterval('weekly', { ...owned, nextRebalancingAt: undefined })).toBe('monthly');
  });
});
