import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forYouCoins } from '../../../domain/market/for-you-coins';

const symbol = fc.constantFrom('BTC', 'ETH', 'SOL', 'CRO', 'ADA', 'DOT', 'XRP', 'DOGE', 'NEW');
const coins = fc.array(
  symbol.map((s) => ({ symbol: s })),
  { maxLength: 12 },
);

describe('forYouCoins properties', () => {
  it('lists every listed or suggested coin exactly once, held ones first in their order, nothing else', () => {
    fc.assert(
      fc.property(fc.array(symbol, { maxLength: 6 }), coins, coins, (held, suggested, all) => {
        const out = forYouCoins(held, suggested, all).map((c) => c.symbol);
        const known = new Set([...suggested, ...all].map((c) => c.symbol));
        expect(new Set(out).size).toBe(out.length);
        expect(new Set(out)).toEqual(known);
        const heldKnown = [...new Set(held.filter((s) => known.has(s)))];
        expect(out.slice(0, heldKnown.length)).toEqual(heldKnown);
      }),
    );
  });

  it('keeps the full list order among coins that are neither held nor suggested', () => {
    fc.assert(
      fc.property(fc.array(symbol, { maxLength: 6 }), coins, coins, (held, suggested, all) => {
        const early = new Set([...held, ...suggested.map((c) => c.symbol)]);
        const rest = forYouCoins(held, suggested, all)
          .map((c) => c.symbol)
          .filter((s) => !early.has(s));
        expect(rest).toEqual([...new Set(all.map((c) => c.symbol))].filter((s) => !early.has(s)));
      }),
    );
  });
});
