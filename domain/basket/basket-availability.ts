import type { TradeSide } from '../trade/quotation';
import { type Basket, PRESET_ORIGIN } from './basket';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';

/**
 * Spec 000 §3: only baskets of preset origin are shown, and stakeable baskets are excluded from
 * buying. Choice: stakeable baskets stay listed for selling (the customer may own one).
 */
export const isOfferShown = (basket: Basket, side: TradeSide): boolean => basket.origin === PRESET_ORIGIN && !(side === 'buy' && basket.stakeable);

/** The baskets offered for a side, in the given order. */
export const shownOffers = <B extends Basket>(baskets: readonly B[], side: TradeSide): readonly B[] => baskets.filter((basket) => isOfferShown(basket, side));

export interface BasketDelisted {
  readonly code: typeof ErrorCode.basketDelisted;
  readonly basketId: string;
}

/** Spec 000 §4, §8: buying a delisted or disabled basket is blocked with the 'basket delisted' warning dialog. */
export function checkBasketBuyable(basket: Basket): Result<Basket, BasketDelisted> {
  return basket.delisted || basket.disabled ? err({ code: ErrorCode.basketDelisted, basketId: basket.id }) : ok(basket);
}

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
