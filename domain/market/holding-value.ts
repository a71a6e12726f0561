import { dec, type Dec, Rounding, roundTo } from '../money/decimal';

/**
 * What a coin holding is worth at a live price (spec 001 §7 coin_prices, native currency): the
 * amount times the price, exact; the display rounds it (formatFiat rounds down to the currency's
 * decimals, as every shown fiat value).
 */
export const holdingValueAt = (available: Dec, price: string): Dec => available.times(dec(price));

/** A coin held as the portfolio shows it: its amount and the account data's value of it. */
export interface HeldCoin {
  readonly currency: string;
  readonly available: Dec;
  readonly nativeAvailable: Dec;
  readonly nativeCurrency: string;
}

/** The portfolio at live prices: each coin's shown value, and the total that stays their sum. */
export interface LivePortfolio {
  readonly coinValues: ReadonlyMap<string, Dec>;
  readonly total: Dec | undefined;
}

/**
 * The portfolio at live prices (spec 001 §7 live prices, issue 16: the total equals the sum of
 * the parts shown at any moment). A coin valued in the total's currency with a live price shows
 * amount x price rounded down to the currency's decimals (as every shown fiat value); the others
 * keep the account data's value. The total moves by exactly what the shown coin values moved, so
 * a total read together with its parts still equals their sum.
 */
export function livePortfolio(
  total: { readonly amount: Dec; readonly currency: string } | undefined,
  coins: readonly HeldCoin[],
  priceOf: (symbol: string) => string | undefined,
  decimals: number,
): LivePortfolio {
  const coinValues = new Map<string, Dec>();
  let moved = dec('0');
  for (const coin of coins) {
    const price = priceOf(coin.currency);
    const live = total !== undefined && price !== undefined && coin.nativeCurrency === total.currency;
    const value = live ? roundTo(holdingValueAt(coin.available, price), decimals, Rounding.down) : coin.nativeAvailable;
    coinValues.set(coin.currency, value);
    moved = moved.plus(value.minus(coin.nativeAvailable));
  }
  return { coinValues, total: total === undefined ? undefined : total.amount.plus(moved) };
}
