import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBasketSell } from '../../../domain/basket/basket-sell-check';
import { isValidSellPercentage } from '../../../domain/basket/sell-percentage-input';
import { currencyCode } from '../../../domain/money/currency';
import { amountWithDecimals, percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const USD = currencyCode('USD');

describe('basket sell check, properties', () => {
  it('the amount is within half a cent of the exact share, never above the balance, and errs exactly when not above the minimum', () => {
    fc.assert(
      fc.property(percentage(2), amountWithDecimals(2, 7), amountWithDecimals(2, 3), (share, balance, minimum) => {
        const text = share.toFixed();
        const check = checkBasketSell(text, balance, { amount: minimum, currency: USD });
        if (!isValidSellPercentage(text)) {
          expect(check).toEqual({ amount: undefined, error: undefined });
          return;
        }
        const amount = check.amount;
        expect(amount).toBeDefined();
        if (amount === undefined) return;
        const exactShare = exact(share).times(exact(balance)).dividedBy(100);
        expect(exact(amount).minus(exactShare).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(amount.lessThanOrEqualTo(balance)).toBe(true);
        expect(check.error !== undefined).toBe(!amount.greaterThan(minimum));
      }),
      RUNS,
    );
  });
});
