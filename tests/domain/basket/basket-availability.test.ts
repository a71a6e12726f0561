import { describe, expect, it } from 'vitest';
import { isOfferShown, shownOffers, checkBasketBuyable, basketAvailability } from '../../../domain/basket/basket-availability';
import { basketFixture } from '../../arbitraries/trade';

describe('basket offers (spec 000 §3)', () => {
  it('only baskets of preset origin are shown', () => {
    expect(isOfferShown(basketFixture(), 'buy')).toBe(true);
    expect(isOfferShown(basketFixture({ origin: 'custom' }), 'buy')).toBe(false);
    expect(isOfferShown(basketFixture({ origin: 'custom' }), 'sell')).toBe(false);
  });

  it('stakeable baskets are excluded from buy', () => {
    expect(isOfferShown(basketFixture({ stakeable: true }), 'buy')).toBe(false);
  });

  it('stakeable baskets stay offered for sell', () => {
    expect(isOfferShown(basketFixture({ stakeable: true }), 'sell')).toBe(true);
  });

  it('shownOffers keeps the order of the offers it keeps', () => {
    const list = [basketFixture({ id: 'a' }), basketFixture({ id: 'b', stakeable: true }), basketFixture({ id: 'c' })];
    expect(shownOffers(list, 'buy').map((b) => b.id)).toEqual(['a', 'c']);
  });
});

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

describe('basket availability (spec 000 §3, §4, §8)', () => {
  it('a preset basket, listed and enabled, can be bought', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset' }))).toBe('available');
  });

  it('a delisted basket is delisted; a disabled one disabled (both refused with the basket delisted dialog)', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset', delisted: true }))).toBe('delisted');
    expect(basketAvailability(basketFixture({ origin: 'preset', disabled: true }))).toBe('disabled');
    expect(basketAvailability(basketFixture({ origin: 'preset', delisted: true, disabled: true }))).toBe('delisted');
  });

  it('a stakeable basket, or one not of preset origin, is not for purchase', () => {
    expect(basketAvailability(basketFixture({ origin: 'preset', stakeable: true }))).toBe('not_for_purchase');
    expect(basketAvailability(basketFixture({ origin: 'custom' }))).toBe('not_for_purchase');
  });
});
