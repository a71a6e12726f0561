import { type Basket, isOwned } from './basket';
import { isRebalancingEnabled, type RebalancingInterval } from './rebalancing-interval';

/** The note on an owned basket in Buy (spec 000 §2): rebalancing enabled or disabled, change it in the portfolio. */
export type OwnedBasketNote =
  | { readonly kind: 'rebalancing_enabled'; readonly interval: RebalancingInterval; readonly pointsTo: 'portfolio' }
  | { readonly kind: 'rebalancing_disabled'; readonly pointsTo: 'portfolio' };

/** The note for a basket, or undefined when it is not owned (the rebalancing choice shows instead). */
export function ownedBasketNote(basket: Basket): OwnedBasketNote | undefined {
  if (!isOwned(basket)) return undefined;
  return isRebalancingEnabled(basket.rebalancingInterval)
    ? { kind: 'rebalancing_enabled', interval: basket.rebalancingInterval, pointsTo: 'portfolio' }
    : { kind: 'rebalancing_disabled', pointsTo: 'portfolio' };
}

/**
 * The interval a basket buy is previewed with. Spec 000 §4: the rebalancing choice is ignored when
 * an owned basket has no next rebalancing. Choice: the owned basket's own interval is then sent,
 * so a buy never changes its setting; otherwise the choice is sent.
 */
export function effectiveRebalancingInterval(chosen: RebalancingInterval, basket: Basket): RebalancingInterval {
  return isOwned(basket) && basket.nextRebalancingAt === undefined ? basket.rebalancingInterval : chosen;
}
