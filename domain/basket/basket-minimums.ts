import { currencyCode } from '../money/currency';
import { type Dec, dec, Rounding, roundTo } from '../money/decimal';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { TradeSide } from '../trade/quotation';
import type { BasketBelowMinimum } from './basket-sell-amount';

/** A minimum in USD with and without the buffer (spec 000 §3, product config crypto_basket). */
export interface BufferedMinimum {
  readonly plain: Dec;
  readonly withBuffer: Dec;
}

/** The basket minimum trading (buy) and selling amounts in USD from the product config. */
export interface BasketMinimums {
  readonly trading: BufferedMinimum;
  readonly selling: BufferedMinimum;
}

/**
 * Spec 000 §9: the basket minimum hint constant for buy is 6 (its meaning is not shown).
 * Choice: it is the USD minimum the buy hint shows while the product config gives none.
 */
export const BASKET_BUY_MINIMUM_HINT_USD = dec('6');

const forSide = (minimums: BasketMinimums, side: TradeSide): BufferedMinimum => (side === 'buy' ? minimums.trading : minimums.selling);

/**
 * Choice: validation uses the with-buffer minimum (the buffer absorbs price moves between preview
 * and execution) and the below-minimum error carries it, so the message states the amount that
 * actually passes; the hint before typing shows the plain minimum.
 */
export const validationMinimumUsd = (minimums: BasketMinimums, side: TradeSide): Dec => forSide(minimums, side).withBuffer;

/** The hint's minimum: the plain one, or the buy hint constant when the config has none. */
export const hintMinimumUsd = (minimums: BasketMinimums | undefined, side: TradeSide): Dec | undefined =>
  minimums === undefined ? (side === 'buy' ? BASKET_BUY_MINIMUM_HINT_USD : undefined) : forSide(minimums, side).plain;

/**
 * A USD minimum in the native currency at `usdToNative` (native per one USD). Choice: rounded up
 * to the native currency's decimals, so a converted minimum never lets through less than the USD one.
 */
export const minimumInNative = (minimumUsd: Dec, usdToNative: Dec, nativeDecimals: number): Dec =>
  roundTo(minimumUsd.times(usdToNative), nativeDecimals, Rounding.up);

/**
 * Spec 000 §5: a basket buy amount in USD below the minimum gives 'below minimum' with the
 * minimum. Choice: unlike the sell check (which needs strictly above), reaching the buy minimum
 * exactly is allowed, as for the coin thresholds.
 */
export function checkBasketBuyAmountUsd(amountUsd: Dec, minimums: BasketMinimums): Result<Dec, BasketBelowMinimum> {
  const minimum = validationMinimumUsd(minimums, 'buy');
  return amountUsd.lessThan(minimum) ? err({ code: ErrorCode.basketBelowMinimum, minimum, currency: currencyCode('USD') }) : ok(amountUsd);
}
