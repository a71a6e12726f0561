import { describe, expect, it } from 'vitest';
import { canBuyBasket, canSellBasket } from '../../../domain/basket/basket-trade-eligibility';
import { dec } from '../../../domain/money/decimal';

describe('basket buy eligibility (spec 000 §5)', () => {
  it('is enabled with a positive amount and no error', () => {
    expect(canBuyBasket({ amount: dec('10'), hasError: false })).toBe(true);
  });

  it('is disabled with an empty amount', () => {
    expect(canBuyBasket({ amount: undefined, hasError: false })).toBe(false);
  });

  it('is disabled with a zero amount', () => {
    expect(canBuyBasket({ amount: dec('0'), hasError: false })).toBe(false);
  });

  it('is disabled with an error', () => {
    expect(canBuyBasket({ amount: dec('10'), hasError: true })).toBe(false);
  });
});

describe('basket sell eligibility (spec 000 §5)', () => {
  it('is enabled with a basket, a valid percentage and no error', () => {
    expect(canSellBasket({ hasBasket: true, percentage: '100', hasError: false })).toBe(true);
  });

  it('is disabled without a basket', () => {
    expect(canSellBasket({ hasBasket: false, percentage: '100', hasError: false })).toBe(false);
  });

  it('is disabled with an invalid percentage (empty, 0, or above 100)', () => {
    for (const percentage of ['', '0', '0.00', '100.5']) {
      expect(canSellBasket({ hasBasket: true, percentage, hasError: false }), percentage).toBe(false);
    }
  });

  it('is disabled with an error', () => {
    expect(canSellBasket({ hasBasket: true, percentage: '50', hasError: true })).toBe(false);
  });
});
