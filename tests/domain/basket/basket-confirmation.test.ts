import { describe, expect, it } from 'vitest';
import { canConfirmBasketTrade } from '../../../domain/basket/basket-confirmation';

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
