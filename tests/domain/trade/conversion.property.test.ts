import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { coinsForFiat, fiatForCoins } from '../../../domain/trade/conversion';
import { amountWithDecimals, decimalAmount, positivePrice } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const fiat = amountWithDecimals(2);
const coinDecimals = fc.integer({ min: -3, max: 18 });
/** Prices from a few units of a cent to 10^9, with up to 14 decimals (cheap tokens). */
const price = positivePrice({ maxIntegerDigits: 9, maxDecimals: 14 });
const coins = decimalAmount({ maxDecimals: 18 });
const fiatDecimals = fc.constantFrom(0, 2);

describe('coinsForFiat invariants', () => {
  it('rounds down: the coins bought never cost more than the fiat spent', () => {
    fc.assert(
      fc.property(fiat, price, coinDecimals, (f, p, d) => {
        const bought = coinsForFiat(f, p, d);
        expect(exact(bought).times(exact(p)).lessThanOrEqualTo(exact(f))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounds down by less than one unit: one more unit of the coin would cost more than the fiat', () => {
    fc.assert(
      fc.property(fiat, price, coinDecimals, (f, p, d) => {
        // Within the 12 integer digits an amount can have (spec 000 §9); beyond that Money's
        // 40 significant digits no longer reach an 18th decimal and the result is cut earlier
        // (still never rounded up, as the property above checks).
        fc.pre(exact(f).dividedBy(exact(p)).lessThan('1e12'));
        const bought = coinsForFiat(f, p, d);
        expect(exact(bought).plus(unitOf(d)).times(exact(p)).greaterThan(exact(f))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the result has at most coinDecimals decimals (a whole number of lots for negative ones) and is never negative', () => {
    fc.assert(
      fc.property(fiat, price, coinDecimals, (f, p, d) => {
        const bought = coinsForFiat(f, p, d);
        expect(bought.isNegative()).toBe(false);
        expect(exact(bought).modulo(unitOf(d)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });

  it('more fiat never buys fewer coins', () => {
    fc.assert(
      fc.property(fiat, fiat, price, coinDecimals, (a, b, p, d) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(coinsForFiat(low, p, d).lessThanOrEqualTo(coinsForFiat(high, p, d))).toBe(true);
      }),
      RUNS,
    );
  });

  it('a price of zero or below is refused', () => {
    fc.assert(
      fc.property(
        fiat,
        decimalAmount({ signed: true }).map((p) => (p.isPositive() ? p.negated() : p)),
        (f, p) => {
          expect(() => coinsForFiat(f, p, 8)).toThrow(RangeError);
        },
      ),
      RUNS,
    );
  });
});

describe('fiatForCoins invariants', () => {
  it('rounds down: the fiat value shown never exceeds the exact value', () => {
    fc.assert(
      fc.property(coins, price, fiatDecimals, (c, p, d) => {
        const value = fiatForCoins(c, p, d);
        expect(exact(value).lessThanOrEqualTo(exact(c).times(exact(p)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounds down by less than one unit of the fiat', () => {
    fc.assert(
      fc.property(coins, price, fiatDecimals, (c, p, d) => {
        const value = fiatForCoins(c, p, d);
        expect(exact(c).times(exact(p)).minus(exact(value)).lessThan(unitOf(d))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the result has at most fiatDecimals decimals', () => {
    fc.assert(
      fc.property(coins, price, fc.integer({ min: 0, max: 8 }), (c, p, d) => {
        expect(fiatForCoins(c, p, d).decimalPlaces()).toBeLessThanOrEqual(d);
      }),
      RUNS,
    );
  });

  it('a round trip fiat -> coins -> fiat never gives back more than was spent', () => {
    fc.assert(
      fc.property(fiat, price, coinDecimals, (f, p, d) => {
        const back = fiatForCoins(coinsForFiat(f, p, d), p, 2);
        expect(back.lessThanOrEqualTo(f)).toBe(true);
      }),
      RUNS,
    );
  });

  it('zero coins are worth zero at any price', () => {
    fc.assert(
      fc.property(price, fiatDecimals, (p, d) => {
        expect(fiatForCoins(dec('0'), p, d).isZero()).toBe(true);
      }),
      RUNS,
    );
  });
});
