import type { Dec } from '../money/decimal';

/** What the coin Sell button looks at (spec 000 §5). */
export interface SellReadiness {
  readonly hasQuotation: boolean;
  readonly hasSource: boolean;
  readonly hasTarget: boolean;
  readonly amount: Dec;
  readonly hasError: boolean;
  /** The receive-in target is cash (a fiat wallet) rather than a coin wallet. */
  readonly targetIsFiat: boolean;
  /** A cash option is selected under the Cash tab of the receive-in selector. */
  readonly hasSelectedCashOption: boolean;
}

/**
 * Spec 000 §5: Sell is disabled when there is no quotation, no source or target, the amount is 0
 * or less, there is an error, or the target is fiat without a selected cash option.
 */
export const canSellCoin = (r: SellReadiness): boolean =>
  r.hasQuotation && r.hasSource && r.hasTarget && r.amount.greaterThan(0) && !r.hasError && (!r.targetIsFiat || r.hasSelectedCashOption);
