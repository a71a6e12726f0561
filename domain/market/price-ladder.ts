import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';

/** One price level of the live price ladder: a price and the coin quantity offered at it. */
export interface PriceLevel {
  readonly price: Dec;
  readonly quantity: Dec;
}

/**
 * The live price ladder of one coin (spec 001 §7, GET .../live-chart/sse/v1/live-price-ladder),
 * priced in the native currency. Bids run from the best (highest) down, asks from the best
 * (lowest) up; `mid` is the market price they surround.
 */
export interface PriceLadder {
  readonly currency: CurrencyCode;
  readonly nativeCurrency: CurrencyCode;
  readonly mid: Dec;
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
  /** Epoch milliseconds of the market price the ladder was built from. */
  readonly at: number;
}
