import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BasketMinimums, checkBasketBuyAmountUsd, minimumInNative } from '../../../domain/basket/basket-minimums';
import { positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { fiatAmount } from '../../arbitraries/trade';
import { exact } from '../../support/exact-decimal';

const minimums: fc.Arbitrary<BasketMinimums> = fc
  .tuple(fiatAmount, fiatAmount, fiatAmount, fiatAmount)
  .map(([a, b, c, d]) => ({ trading: { plain: a, withBuffer: a.plus(b) }, selling: { plain: c, withBuffer: c.plus(d) } }));

describe('basket minimums invariants', () => {
  it('a buy passes iff it reaches the with-buffer trading minimum', () => {
    fc.assert(
      fc.property(fiatAmount, minimums, (amount, m) => {
        expect(checkBasketBuyAmountUsd(amount, m).ok).toBe(amount.greaterThanOrEqualTo(m.trading.withBuffer));
      }),
      RUNS,
    );
  });

  it('a converted minimum is never below the exact conversion and less than one unit above it', () => {
    fc.assert(
      fc.property(fiatAmount, positivePrice({ maxIntegerDigits: 4, maxDecimals: 6 }), fc.constantFrom(0, 2), (usd, rate, decimals) => {
        const native = minimumInNative(usd, rate, decimals);
        const exactValue = exact(usd).times(exact(rate));
        expect(exact(native).greaterThanOrEqualTo(exactValue)).toBe(true);
        expect(exact(native).minus(exactValue).lessThan(exact('10').pow(-decimals))).toBe(true);
        expect(native.decimalPlaces()).toBeLessThanOrEqual(decimals);
      }),
      RUNS,
    );
  });
});
