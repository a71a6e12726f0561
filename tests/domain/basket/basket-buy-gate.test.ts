import { describe, expect, it } from 'vitest';
import { checkBasketBuyable } from '../../../domain/basket/basket-buy-gate';
import { basketFixture } from '../../arbitraries/trade';

describe('basket buy gate (spec 000 §4, §8)', () => {
  it('a listed, enabled basket can be bought', () => {
    expect(checkBasketBuyable(basketFixture()).ok).toBe(true);
  });

  it("a delisted basket is blocked with the 'basket delisted' warning", () => {
    expect(checkBasketBuyable(basketFixture({ delisted: true }))).toEqual({ ok: false, error: { code: 'basket_delisted', basketId: 'b-1' } });
  });

  it('a disabled basket is blocked with the same warning', () => {
    expect(checkBasketBuyable(basketFixture({ disabled: true }))).toEqual({ ok: false, error: { code: 'basket_delisted', basketId: 'b-1' } });
  });
});
