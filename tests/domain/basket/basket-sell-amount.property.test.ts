import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketSellAmount, checkBasketSellAmount } from '../../../domain/basket/basket-sell-amount';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { amountWithDecimals, decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount, twoDecimalPercentage } from '../../arbitraries/trade';
import { Exact, exact } from '../../support/exact-decimal';

/** Balances with any number of decimals (a native value may carry more than 2). */
const balance = decimalAmount({ maxIntegerDigits: 10, maxDecimals: 8 });
const halfUp2 = (value: InstanceType<typeof Exact>): InstanceType<typeof Exact> => value.toDecimalPlaces(2, Exact.ROUND_HALF_UP);

describe('basket sell amount invariants', () => {
  it('equals percentage × balance / 100 rounded half up to 2 decimals (exact oracle)', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, balance, (p, b) => {
        const expected = halfUp2(exact(p).times(exact(b)).dividedBy(100));
        expect(exact(basketSellAmount(p, b)).equals(expected)).toBe(true);
      }),
      RUNS,
    );
  });

  it('has at most 2 decimals and is within half a cent of the exact share', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, balance, (p, b) => {
        const amount = basketSellAmount(p, b);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(
          exact(amount)
            .minus(exact(p).times(exact(b)).dividedBy(100))
            .abs()
            .lessThanOrEqualTo('0.005'),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('100 % is the balance rounded half up to 2 decimals', () => {
    fc.assert(
      fc.property(balance, (b) => {
        expect(exact(basketSellAmount(dec('100'), b)).equals(halfUp2(exact(b)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('never above the balance rounded half up when the percentage is at most 100', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, balance, (p, b) => {
        expect(exact(basketSellAmount(p, b)).lessThanOrEqualTo(halfUp2(exact(b)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('never above the balance itself when the balance has at most 2 decimals', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, amountWithDecimals(2, 10), (p, b) => {
        expect(basketSellAmount(p, b).lessThanOrEqualTo(b)).toBe(true);
      }),
      RUNS,
    );
  });

  it('grows with the percentage (monotone)', () => {
    fc.assert(
      fc.property(twoDecimalPercentage, twoDecimalPercentage, balance, (p, q, b) => {
        const [low, high] = p.lessThanOrEqualTo(q) ? [p, q] : [q, p];
        expect(basketSellAmount(low, b).lessThanOrEqualTo(basketSellAmount(high, b))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the minimum check passes iff the amount is strictly above the minimum', () => {
    fc.assert(
      fc.property(fiatAmount, fiatAmount, (amount, minimum) => {
        const result = checkBasketSellAmount(amount, minimum, currencyCode('USD'));
        expect(result.ok).toBe(amount.greaterThan(minimum));
        if (!result.ok) expect(result.error.minimum).toBe(minimum);
      }),
      RUNS,
    );
  });
});
