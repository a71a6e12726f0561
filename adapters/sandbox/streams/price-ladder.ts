import { type Dec, Money, Rounding, roundTo } from '../../../domain/money/decimal';
import { type AmountPrecision, roundAmountDown } from '../../../domain/money/lot-size';
import type { PriceLadderEvent } from '../../http/schemas/streams';
import type { ListedCoin } from '../exchange/market';

/** Levels on each side of the sandbox's ladder. */
export const LADDER_LEVELS = 10;
/** Levels are 5 basis points of the mid price apart (at least one price tick). */
export const LADDER_STEP_BPS = 5;
/** Level i offers i x 2500 of the native currency's worth of the coin. */
export const LADDER_LEVEL_NOTIONAL = '2500';

/**
 * The sandbox's price ladder of one coin around its native price `mid`: LADDER_LEVELS bids below
 * and asks above, evenly spaced by LADDER_STEP_BPS of the mid rounded up to the price tick (so no
 * two levels share a price), deeper levels offering more. Prices have the coin's price decimals,
 * at least cents, as the coin list prices it (coins/coin-catalogue.ts); quantities are rounded
 * down to the coin's lot or precision (domain roundAmountDown), at least one lot or smallest
 * unit; a bid that would not be above zero is left out.
 */
export function buildPriceLadder(coin: ListedCoin, mid: Dec, nativeCurrency: string, at: number): PriceLadderEvent {
  const decimals = Math.max(coin.priceDecimals, 2);
  const tick = new Money(1).dividedBy(new Money(10).pow(decimals));
  const precision: AmountPrecision = { maxFraction: coin.maxFraction, ...(coin.lotSize === undefined ? {} : { lotSize: new Money(coin.lotSize) }) };
  const smallest = precision.lotSize ?? new Money(1).dividedBy(new Money(10).pow(coin.maxFraction));
  const spacing = Money.max(roundTo(mid.times(LADDER_STEP_BPS).dividedBy(10_000), decimals, Rounding.up), tick);
  const level = (i: number, side: 1 | -1) => {
    const price = mid.plus(spacing.times(i * side));
    const quantity = Money.max(roundAmountDown(new Money(LADDER_LEVEL_NOTIONAL).times(i).dividedBy(price), precision), smallest);
    return { price: price.toFixed(decimals), quantity: quantity.toFixed() };
  };
  const depth = Array.from({ length: LADDER_LEVELS }, (_, index) => index + 1);
  return {
    currency_id: coin.symbol,
    native_currency: nativeCurrency,
    mid_price: mid.toFixed(decimals),
    bids: depth.filter((i) => mid.minus(spacing.times(i)).greaterThan(0)).map((i) => level(i, -1)),
    asks: depth.map((i) => level(i, 1)),
    timestamp: at,
  };
}
