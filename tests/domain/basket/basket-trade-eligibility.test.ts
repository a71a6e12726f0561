import { describe, expect, it } from 'vitest';
import { canBuyBasket, canSellBasket, canConfirmBasketTrade } from '../../../domain/basket/basket-trade-eligibility';
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

describe('basket confirmation (spec 000 §2, §4, §5)', () => {
  it('needs the terms checkbox', () => {
    expect(canConfirmBasketTrade({ hasPreview: true, termsAccepted: true, submitting: false })).toBe(true);
    expect(canConfirmBasketTrade({ hasPreview: true, termsAccepted: false, submitting: false })).toBe(false);
  });

  it('needs a preview and is off while submitting', () => {
    expect(canConfirmBasketTrade({ hasPreview: false, termsAccepted: true, submitting: false })).toBe(false);
    expect(canConfirmBasketTrade({ hasPreview: true, termsAccepted: true, submitting: true })).toBe(false);
  });

  it('every combination: enabled only with preview, terms and not submitting', () => {
    for (let bits = 0; bits < 8; bits++) {
      const r = { hasPreview: (bits & 1) !== 0, termsAccepted: (bits & 2) !== 0, submitting: (bits & 4) !== 0 };
      expect(canConfirmBasketTrade(r), String(bits)).toBe(bits === 3);
    }
  });
});
