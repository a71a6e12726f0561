import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { coinsForFiat, fiatForCoins } from '../../../domain/trade/conversion';
import { amountYielding, costOf } from '../../../domain/trade/fixed-side-conversion';
import { amountWithDecimals, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const coinDecimals = fc.integer({ min: 0, max: 8 });
const price = positivePrice({ maxIntegerDigits: 6, maxDecimals: 6 });

describe('the cost of a fixed amount rounds up (conversions round down for the customer, spec 000 §5)', () => {
  it('costOf is the exact cost rounded up to the paying decimals', () => {
    fc.assert(
      fc.property(amountWithDecimals(8, 6), price, (amount, rate) => {
        const cost = exact(costOf(amount, rate, 2));
        const exactCost = exact(amount).times(exact(rate));
        expect(cost.greaterThanOrEqualTo(exactCost)).toBe(true);
        expect(cost.minus(exactCost).lessThan(unitOf(2))).toBe(true);
      }),
      RUNS,
    );
  });

  it('paying the cost buys at least the amount', () => {
    fc.assert(
      fc.property(
        coinDecimals.chain((d) => fc.tuple(fc.constant(d), amountWithDecimals(d, 6))),
        price,
        ([d, coins], rate) => {
          expect(coinsForFiat(costOf(coins, rate, 2), rate, d).greaterThanOrEqualTo(coins)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('amountYielding gives the fewest units (of the precision or the lot) that yield the value', () => {
    fc.assert(
      fc.property(coinDecimals, amountWithDecimals(2, 7), price, fc.option(fc.constantFrom('10', '100', '1000', '0.5')), (d, value, rate, lot) => {
        const precision = lot === null ? { maxFraction: d } : { maxFraction: d, lotSize: dec(lot) };
        const given = amountYielding(value, rate, precision);
        const step = lot === null ? unitOf(d) : exact(dec(lot));
        expect(exact(given).modulo(step).isZero()).toBe(true);
        expect(exact(given).times(exact(rate)).greaterThanOrEqualTo(exact(value))).toBe(true);
        expect(exact(given).minus(step).times(exact(rate)).lessThan(exact(value))).toBe(true);
        if (lot === null) expect(fiatForCoins(given, rate, 2).greaterThanOrEqualTo(value)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses a rate that is not positive', () => {
    expect(() => amountYielding(dec('1'), dec('0'), { maxFraction: 2 })).toThrow(RangeError);
  });
});
