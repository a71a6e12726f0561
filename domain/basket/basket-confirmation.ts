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
