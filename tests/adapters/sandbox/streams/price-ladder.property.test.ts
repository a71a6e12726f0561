import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTED_COINS } from '../../../../adapters/sandbox/exchange/market';
import { buildPriceLadder, LADDER_LEVELS } from '../../../../adapters/sandbox/streams/price-ladder';
import { priceLadderEvent } from '../../../../adapters/http/schemas/streams';
import { Money } from '../../../../domain/money/decimal';

/** A coin and a native price on its tick (the coin's price decimals, at least cents). */
const coinAndMidArb = fc
  .constantFrom(...LISTED_COINS)
  .chain((coin) =>
    fc.integer({ min: 1, max: 1_000_000_000 }).map((units) => ({ coin, mid: new Money(units).dividedBy(new Money(10).pow(Math.max(coin.priceDecimals, 2))) })),
  );

describe('sandbox price ladder', () => {
  it('matches the wire schema; bids strictly fall below the mid, asks strictly rise above it, quantities positive whole lots or within the coin precision', () => {
    fc.assert(
      fc.property(coinAndMidArb, ({ coin, mid }) => {
        const event = buildPriceLadder(coin, mid, 'USD', 1_000);
        const ladder = priceLadderEvent.parse(event);
        expect(ladder.mid_price.equals(mid)).toBe(true);
        expect(ladder.asks).toHaveLength(LADDER_LEVELS);
        expect(ladder.bids.length).toBeLessThanOrEqual(LADDER_LEVELS);
        const bids = ladder.bids.map((l) => l.price);
        const asks = ladder.asks.map((l) => l.price);
        [mid, ...bids].forEach((price, i, all) => i > 0 && expect(price.lessThan(all[i - 1] ?? price)).toBe(true));
        [mid, ...asks].forEach((price, i, all) => i > 0 && expect(price.greaterThan(all[i - 1] ?? price)).toBe(true));
        bids.forEach((price) => expect(price.greaterThan(0)).toBe(true));
        [...ladder.bids, ...ladder.asks].forEach((level) => {
          expect(level.quantity.greaterThan(0)).toBe(true);
          if (coin.lotSize === undefined) expect(level.quantity.decimalPlaces()).toBeLessThanOrEqual(coin.maxFraction);
          else expect(level.quantity.modulo(coin.lotSize).isZero()).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a price of 0.0921 (4 decimals) still gets distinct levels one tick apart', () => {
    const cro = LISTED_COINS.find((c) => c.symbol === 'CRO');
    if (cro === undefined) throw new Error('CRO is listed');
    const event = buildPriceLadder(cro, new Money('0.0921'), 'USD', 0);
    expect(event.bids.slice(0, 3).map((l) => l.price)).toEqual(['0.0920', '0.0919', '0.0918']);
    expect(event.asks.slice(0, 2).map((l) => l.price)).toEqual(['0.0922', '0.0923']);
  });
});

describe('sandbox price ladder quantities', () => {
  it('at a price so high that the notional buys less than one unit, a level still offers the smallest unit', () => {
    const btc = LISTED_COINS.find((c) => c.symbol === 'BTC');
    if (btc === undefined) throw new Error('BTC is listed');
    const event = buildPriceLadder({ ...btc, maxFraction: 2 }, new Money('10000000.00'), 'USD', 0);
    expect(event.asks[0]?.quantity).toBe('0.01');
  });
});
