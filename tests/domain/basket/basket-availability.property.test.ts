import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownOffers, checkBasketBuyable } from '../../../domain/basket/basket-availability';
import { RUNS } from '../../arbitraries/runs';
import { basket } from '../../arbitraries/trade';

describe('basket offers invariants', () => {
  it('every shown offer is preset, and no shown buy offer is stakeable', () => {
    fc.assert(
      fc.property(fc.array(basket, { maxLength: 8 }), fc.constantFrom('buy' as const, 'sell' as const), (list, side) => {
        const shown = shownOffers(list, side);
        for (const b of shown) {
          expect(b.origin).toBe('preset');
          if (side === 'buy') expect(b.stakeable).toBe(false);
        }
        expect(shown.length).toBe(list.filter((b) => b.origin === 'preset' && !(side === 'buy' && b.stakeable)).length);
      }),
      RUNS,
    );
  });

  it('buy offers are a subset of sell offers', () => {
    fc.assert(
      fc.property(fc.array(basket, { maxLength: 8 }), (list) => {
        const sell = shownOffers(list, 'sell');
        for (const b of shownOffers(list, 'buy')) expect(sell).toContain(b);
      }),
      RUNS,
    );
  });
});

describe('basket buy gate invariants', () => {
  it('blocked iff delisted or disabled', () => {
    fc.assert(
      fc.property(basket, (b) => {
        expect(checkBasketBuyable(b).ok).toBe(!b.delisted && !b.disabled);
      }),
      RUNS,
    );
  });
});
