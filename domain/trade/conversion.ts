import { type Dec, Money, Rounding, roundTo } from '../money/decimal';

/**
 * Money's precision, but an inexact intermediate result is cut towards zero instead of rounded
 * half up: a quotient or product needing more than 40 digits could otherwise be rounded up past
 * the boundary that the final round-down keeps.
 */
const Truncating = Money.clone({ rounding: Rounding.down });

/**
 * Fiat spent at a price (fiat per one coin) buys this many coins, rounded down to the coin's
 * precision (spec 000 §5: conversions round down).
 */
export function coinsForFiat(fiat: Dec, price: Dec, coinDecimals: number): Dec {
  if (!price.greaterThan(0)) throw new RangeError('price must be positive');
  return roundTo(new Money(new Truncating(fiat).dividedBy(price)), coinDecimals, Rounding.down);
}

/** The fiat value of an amount of coins, rounded down to the fiat's precision. */
export function fiatForCoins(coins: Dec, price: Dec, fiatDecimals: number): Dec {
  return roundTo(new Money(new Truncating(coins).times(price)), fiatDecimals, Rounding.down);
}
