import { describe, expect, it } from 'vitest';
import { isOfferShown, shownOffers } from '../../../domain/basket/basket-offers';
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
