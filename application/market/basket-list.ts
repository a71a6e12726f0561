import { type BasketAvailability, basketAvailability, isOfferShown } from '../../domain/basket/basket-availability';
import { isOwned } from '../../domain/basket/basket';
import type { ApiResult } from '../ports/api-error';
import type { BasketListing, BasketOffer, BasketsPort } from '../ports/baskets-port';

/** A preset basket as the basket list shows it: the offer, whether it can be bought, and the customer's basket of it. */
export interface ListedBasket {
  readonly offer: BasketOffer;
  readonly availability: BasketAvailability;
  /** The customer's basket of this offer (balance above 0), with its own rebalancing; undefined when none is owned. */
  readonly owned: BasketListing | undefined;
}

/**
 * The preset baskets (spec 000 §3: only preset origin is shown; stakeable ones stay listed, not for
 * buying) with each one's availability and the customer's owned basket.
 */
export async function loadBasketList(baskets: BasketsPort): Promise<ApiResult<readonly ListedBasket[]>> {
  const [offers, instances] = await Promise.all([baskets.listOffers({ origin: 'preset' }), baskets.listInstances()]);
  if (!offers.ok) return offers;
  if (!instances.ok) return instances;
  const owned = instances.value.filter(isOwned);
  return {
    ok: true,
    value: offers.value.offers
      .filter((offer) => isOfferShown(offer, 'sell'))
      .map((offer) => ({
        offer,
        availability: basketAvailability(offer),
        owned: owned.find((instance) => instance.offerId === offer.id),
      })),
  };
}
