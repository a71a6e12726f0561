import { dec, type Dec } from '../money/decimal';

/**
 * What a coin holding is worth at a live price (spec 001 §7 coin_prices, native currency): the
 * amount times the price, exact; the display rounds it (formatFiat rounds down to the currency's
 * decimals, as every shown fiat value).
 */
export const holdingValueAt = (available: Dec, price: string): Dec => available.times(dec(price));

/** A coin holding as the account data gives it: its amount and its value in the account's figures. */
export interface ValuedHolding {
  readonly currency: string;
  readonly available: Dec;
  readonly nativeAvailable: Dec;
  readonly nativeCurrency: string;
}

/**
 * The total balance at live prices: the account's total with each coin holding's value replaced
 * by its value at the live price, where the stream has one in the total's currency. Cash and
 * baskets keep the account's figures (the stream prices coins, not baskets). Exact; the display
 * rounds it.
 */
export function liveTotalBalance(total: Dec, totalCurrency: string, holdings: readonly ValuedHolding[], priceOf: (symbol: string) => string | undefined): Dec {
  let sum = total;
  for (const holding of holdings) {
    if (holding.nativeCurrency !== totalCurrency) continue;
    const price = priceOf(holding.currency);
    if (price !== undefined) sum = sum.plus(holdingValueAt(holding.available, price)).minus(holding.nativeAvailable);
  }
  return sum;
}
