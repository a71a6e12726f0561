import { type Dec, Rounding } from '../money/decimal';
import { roundTo } from '../money/rounding';

/**
 * Fiat spent at a price (fiat per one coin) buys this many coins, rounded down to the coin's
 * precision (spec 000 §5: conversions round down).
 */
export function coinsForFiat(fiat: Dec, price: Dec, coinDecimals: number): Dec {
  if (!price.greaterThan(0)) throw new RangeError('price must be positive');
  return roundTo(fiat.dividedBy(price), coinDecimals, Rounding.down);
}

/** The fiat value of an amount of coins, rounded down to the fiat's precision. */
export function fiatForCoins(coins: Dec, price: Dec, fiatDecimals: number): Dec {
  return roundTo(coins.times(price), fiatDecimals, Rounding.down);
}
