import type { Basket } from './basket';
import { checkBasketBuyable } from './basket-buy-gate';
import { isOfferShown } from './basket-offers';

/**
 * Whether a preset basket can be bought (spec 000 §3, §4, §8): a stakeable basket is not offered
 * for buying, a delisted or disabled one is refused with the 'basket delisted' dialog; any other
 * can be bought.
 */
export type BasketAvailability = 'available' | 'delisted' | 'disabled' | 'not_for_purchase';

export function basketAvailability(basket: Basket): BasketAvailability {
  if (!isOfferShown(basket, 'buy')) return 'not_for_purchase';
  if (checkBasketBuyable(basket).ok) return 'available';
  return basket.delisted ? 'delisted' : 'disabled';
}
