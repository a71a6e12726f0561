import type { CurrencyCode } from '../money/currency';
import { type Dec, Money, Rounding, roundTo } from '../money/decimal';
import { type AmountPrecision, roundAmountDown } from '../money/lot-size';
import type { LiveRates } from './live-rates';
import { tierFor } from './live-rates';

/**
 * Money's precision, but an inexact quotient or product is cut towards zero, so the final
 * round-down can never be pushed past a boundary by an intermediate round-up.
 */
const Truncating = Money.clone({ rounding: Rounding.down });

/** The amount in `currency` converted at `rate` (other per key) into the pair's other side, unrounded. */
function convert(rates: LiveRates, currency: CurrencyCode, amount: Dec, rate: Dec): Dec {
  if (!rate.greaterThan(0)) throw new RangeError('rate must be positive');
  const exact = currency === rates.keyCurrency ? new Truncating(amount).times(rate) : new Truncating(amount).dividedBy(rate);
  return new Money(exact);
}

/**
 * The approximate coin amount shown under a native fiat entry (spec 000 §2, §5): the tier for
 * the fiat input currency, rounded down to the coin's precision or the pair's lot size.
 * Undefined when the rates have no tier for the fiat (no approximation is shown).
 */
export function approximateCoinForFiat(rates: LiveRates, fiat: CurrencyCode, fiatAmount: Dec, coin: { readonly maxFraction: number }): Dec | undefined {
  const tier = tierFor(rates, fiat, fiatAmount);
  if (tier === undefined) return undefined;
  const precision: AmountPrecision =
    rates.lotSize === undefined ? { maxFraction: coin.maxFraction } : { maxFraction: coin.maxFraction, lotSize: rates.lotSize };
  return roundAmountDown(convert(rates, fiat, fiatAmount, tier.rate), precision);
}

/**
 * What an amount of the key currency (the coin bought) is worth in the pair's other currency (a
 * fiat, or the coin paid with), at the tier for the key input and rounded down to `decimals`
 * (spec 000 §5: conversions round down). Undefined when the rates have no tier for the key.
 */
export function approximateKeyCost(rates: LiveRates, key: CurrencyCode, amount: Dec, decimals: number): Dec | undefined {
  const tier = tierFor(rates, key, amount);
  if (tier === undefined) return undefined;
  return roundTo(convert(rates, key, amount, tier.rate), decimals, Rounding.down);
}
