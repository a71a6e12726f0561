import type { TradeSide } from '../trade/quotation';
import { type Basket, PRESET_ORIGIN } from './basket';

/**
 * Spec 000 §3: only baskets of preset origin are shown, and stakeable baskets are excluded from
 * buying. Choice: stakeable baskets stay listed for selling (the customer may own one).
 */
export const isOfferShown = (basket: Basket, side: TradeSide): boolean => basket.origin === PRESET_ORIGIN && !(side === 'buy' && basket.stakeable);

/** The baskets offered for a side, in the given order. */
export const shownOffers = <B extends Basket>(baskets: readonly B[], side: TradeSide): readonly B[] => baskets.filter((basket) => isOfferShown(basket, side));
