import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import { type AmountPrecision, roundAmountDown } from '../money/lot-size';
import { approximateCoinForFiat, approximateKeyCost } from '../rates/approximate-conversion';
import type { LiveRates } from '../rates/live-rates';
import { acceptAmountInput } from '../money/amount-input';

/**
 * Which side of a buy the customer types (spec 000 §2 "toggle between coin and native fiat
 * entry"): the source is what is paid (the native fiat, a cash account's currency, or under the
 * crypto tab the coin paid with), the target is the coin bought.
 * Choice: under the crypto tab the toggle is between the coin bought and the coin paid with, so
 * every amount stays in a currency the quotation, the thresholds and the balance speak.
 */
export type BuyEntrySide = 'source' | 'target';

/** The two currencies of a buy with the precision an amount of each may have. */
export interface BuyPair {
  readonly source: { readonly currency: CurrencyCode; readonly decimals: number };
  readonly target: { readonly currency: CurrencyCode; readonly decimals: number };
}

/** The coin's precision with the pair's lot size, when the live rates give one (spec 000 §5). */
export const targetPrecision = (pair: BuyPair, rates: LiveRates | undefined): AmountPrecision =>
  rates?.lotSize === undefined ? { maxFraction: pair.target.decimals } : { maxFraction: pair.target.decimals, lotSize: rates.lotSize };

/** Decimals the amount field accepts for a side (spec 000 §5: the currency's max fraction, fiat 2). */
export const entryDecimals = (pair: BuyPair, side: BuyEntrySide): number => (side === 'source' ? pair.source.decimals : pair.target.decimals);

/**
 * The approximate amount of the other side for an entered amount (spec 000 §4 "entering an amount
 * recalculates the other side"): at the tier for the entered currency, always rounded down (§5),
 * the coin to its precision or whole lots. Undefined without rates, a tier or a positive amount.
 */
export function convertedAmount(pair: BuyPair, rates: LiveRates | undefined, side: BuyEntrySide, amount: Dec): Dec | undefined {
  if (rates === undefined || !amount.greaterThan(0)) return undefined;
  return side === 'source'
    ? approximateCoinForFiat(rates, pair.source.currency, amount, targetPrecision(pair, rates))
    : approximateKeyCost(rates, pair.target.currency, amount, pair.source.decimals);
}

/** The entered amount and its approximate counterpart, by side. */
export interface BuyAmounts {
  /** What is paid: the entered amount, or the approximate cost of the coins entered. */
  readonly source: Dec | undefined;
  /** What is bought: the entered coins, or the approximate coins for the payment entered. */
  readonly target: Dec | undefined;
}

export function buyAmounts(pair: BuyPair, rates: LiveRates | undefined, side: BuyEntrySide, amount: Dec): BuyAmounts {
  const other = convertedAmount(pair, rates, side, amount);
  return side === 'source' ? { source: amount, target: other } : { source: other, target: amount };
}

/** The amount a quotation fixes: the payment (from) as entered, or the coins (to) rounded down to whole lots. */
export function quotedAmount(
  pair: BuyPair,
  rates: LiveRates | undefined,
  side: BuyEntrySide,
  amount: Dec,
): { readonly side: 'from' | 'to'; readonly amount: Dec } {
  return side === 'source' ? { side: 'from', amount } : { side: 'to', amount: roundAmountDown(amount, targetPrecision(pair, rates)) };
}

/**
 * Switching the entered side (spec 000 §2 toggle). Choice: the field then holds the approximate
 * converted amount, so the customer keeps about the same purchase; it is empty when there is none.
 */
export function toggledEntry(
  pair: BuyPair,
  rates: LiveRates | undefined,
  side: BuyEntrySide,
  amount: Dec,
): { readonly side: BuyEntrySide; readonly text: string } {
  const next: BuyEntrySide = side === 'source' ? 'target' : 'source';
  const converted = convertedAmount(pair, rates, side, amount);
  if (converted === undefined || !converted.greaterThan(0)) return { side: next, text: '' };
  const accepted = acceptAmountInput('', converted.toFixed(), entryDecimals(pair, next));
  return { side: next, text: accepted.accepted ? accepted.value : '' };
}
