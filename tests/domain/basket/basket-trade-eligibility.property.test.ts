import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canBuyBasket, canSellBasket } from '../../../domain/basket/basket-trade-eligibility';
import { isValidSellPercentage } from '../../../domain/basket/sell-percentage-input';
import { dec } from '../../../domain/money/decimal';
import { RUNS } from '../../arbitraries/runs';
import { sellPercentageText, signedAmount } from '../../arbitraries/trade';

describe('basket trade eligibility truth tables', () => {
  it('basket buy is enabled iff an amount is entered, above 0, and there is no error', () => {
    fc.assert(
      fc.property(fc.option(signedAmount, { nil: undefined }), fc.boolean(), (amount, hasError) => {
        expect(canBuyBasket({ amount, hasError })).toBe(amount !== undefined && amount.greaterThan(0) && !hasError);
      }),
      RUNS,
    );
  });

  it('basket buy: every combination of empty/zero/positive amount and error', () => {
    for (const amount of [undefined, dec('0'), dec('-1'), dec('0.01')]) {
      for (const hasError of [false, true]) {
        const expected = amount !== undefined && amount.toFixed() === '0.01' && !hasError;
        expect(canBuyBasket({ amount, hasError }), `${amount?.toFixed()} ${hasError}`).toBe(expected);
      }
    }
  });

  it('basket sell is enabled iff there is a basket, the percentage is above 0, and there is no error', () => {
    fc.assert(
      fc.property(fc.boolean(), sellPercentageText, fc.boolean(), (hasBasket, percentage, hasError) => {
        const positive = percentage !== '' && dec(percentage.endsWith('.') ? percentage.slice(0, -1) : percentage).greaterThan(0);
        expect(canSellBasket({ hasBasket, percentage, hasError })).toBe(hasBasket && positive && !hasError);
        expect(canSellBasket({ hasBasket, percentage, hasError })).toBe(hasBasket && isValidSellPercentage(percentage) && !hasError);
      }),
      RUNS,
    );
  });
});
