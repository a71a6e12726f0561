import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBasketBuyable } from '../../../domain/basket/basket-buy-gate';
import { RUNS } from '../../arbitraries/runs';
import { basket } from '../../arbitraries/trade';

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
