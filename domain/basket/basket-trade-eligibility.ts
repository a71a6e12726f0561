import type { Dec } from '../money/decimal';
import { isValidSellPercentage } from './sell-percentage-input';

/** What the basket Buy button looks at (spec 000 §5). */
export interface BasketBuyReadiness {
  /** The entered amount; undefined when the field is empty. */
  readonly amount: Dec | undefined;
  readonly hasError: boolean;
}

/** Spec 000 §5: basket buy is disabled when the amount is empty or 0 (or less), or there is an error. */
export const canBuyBasket = (r: BasketBuyReadiness): boolean => r.amount !== undefined && r.amount.greaterThan(0) && !r.hasError;

/** What the basket Sell button looks at (spec 000 §5). */
export interface BasketSellReadiness {
  readonly hasBasket: boolean;
  /** The accepted sell percentage text. */
  readonly percentage: string;
  readonly hasError: boolean;
}

/** Spec 000 §5: basket sell is disabled with no basket, an invalid percentage or an error. */
export const canSellBasket = (r: BasketSellReadiness): boolean => r.hasBasket && isValidSellPercentage(r.percentage) && !r.hasError;

/** What the basket trade confirmation's confirm button looks at. */
export interface BasketConfirmReadiness {
  readonly hasPreview: boolean;
  readonly termsAccepted: boolean;
  readonly submitting: boolean;
}

/**
 * Spec 000 §4, §5: basket confirmation needs the terms checkbox. Choice: it also needs a preview
 * and is off while a confirm is being sent.
 */
export const canConfirmBasketTrade = (r: BasketConfirmReadiness): boolean => r.hasPreview && r.termsAccepted && !r.submitting;
