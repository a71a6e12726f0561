import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { canSellCoin, type SellReadiness } from '../../../domain/trade/sell-eligibility';

const ready: SellReadiness = {
  hasQuotation: true,
  hasSource: true,
  hasTarget: true,
  amount: dec('0.5'),
  hasError: false,
  targetIsFiat: true,
  hasSelectedCashOption: true,
};

describe('coin sell eligibility (spec 000 §5)', () => {
  it('is enabled when everything is in place', () => {
    expect(canSellCoin(ready)).toBe(true);
  });

  it('is disabled without a quotation', () => {
    expect(canSellCoin({ ...ready, hasQuotation: false })).toBe(false);
  });

  it('is disabled without a source or a target', () => {
    expect(canSellCoin({ ...ready, hasSource: false })).toBe(false);
    expect(canSellCoin({ ...ready, hasTarget: false })).toBe(false);
  });

  it('is disabled when the amount is 0 or less', () => {
    expect(canSellCoin({ ...ready, amount: dec('0') })).toBe(false);
    expect(canSellCoin({ ...ready, amount: dec('-0') })).toBe(false);
    expect(canSellCoin({ ...ready, amount: dec('-1') })).toBe(false);
  });

  it('is disabled with an error', () => {
    expect(canSellCoin({ ...ready, hasError: true })).toBe(false);
  });

  it('is disabled for a fiat target without a selected cash option', () => {
    expect(canSellCoin({ ...ready, hasSelectedCashOption: false })).toBe(false);
  });

  it('a coin target does not need a cash option', () => {
    expect(canSellCoin({ ...ready, targetIsFiat: false, hasSelectedCashOption: false })).toBe(true);
  });
});
