import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTED_COINS, Market } from '../../../adapters/sandbox/exchange/market';
import { Rounding } from '../../../domain/money/decimal';
import { RUNS } from '../../arbitraries/runs';

const coin = fc.constantFrom(...LISTED_COINS);
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
/** From 2020 to 2040, epoch ms. */
const moment = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });

describe('market price invariants', () => {
  it('a price depends only on the seed, the coin and the time: two markets of one seed agree', () => {
    fc.assert(
      fc.property(seed, coin, moment, (s, c, at) => {
        expect(new Market(s).priceAt(c, at).toFixed()).toBe(new Market(s).priceAt(c, at).toFixed());
      }),
      RUNS,
    );
  });

  it('a price is positive, on the coin tick, and within ±35 % of the base price', () => {
    const market = new Market(7);
    fc.assert(
      fc.property(coin, moment, (c, at) => {
        const price = market.priceAt(c, at);
        expect(price.greaterThan(0)).toBe(true);
        expect(price.decimalPlaces()).toBeLessThanOrEqual(c.priceDecimals);
        expect(price.dividedBy(c.basePrice).minus(1).abs().lessThanOrEqualTo('0.35')).toBe(true);
      }),
      RUNS,
    );
  });

  it('market figures are positive and cents: market value and a 24 h volume of 1 % to 15 % of it', () => {
    const market = new Market(3);
    fc.assert(
      fc.property(coin, moment, (c, at) => {
        const stats = market.stats(c, at);
        expect(stats.marketCap.greaterThan(0)).toBe(true);
        expect(stats.marketCap.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(stats.volume24h.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(stats.volume24h.lessThanOrEqualTo(stats.marketCap.times('0.15'))).toBe(true);
        expect(stats.volume24h.greaterThanOrEqualTo(stats.marketCap.times('0.0099').toDecimalPlaces(2, Rounding.down))).toBe(true);
      }),
      RUNS,
    );
  });
});
