import type { CurrencyCode } from '../money/currency';
import { type Dec, Money, Rounding } from '../money/decimal';
import type { LiveRates } from '../rates/live-rates';
import { tierFor } from '../rates/live-rates';

/** Inverting a rate cuts towards zero, so a conversion with the inverse never gains a unit. */
const Truncating = Money.clone({ rounding: Rounding.down });

/**
 * The rate the Sell form converts with (spec 000 §4): units of the target per one unit of the
 * source, from the live rates of the pair source -> target at the tier that applies to the amount
 * typed, in the currency typed. Live rates price their key currency in the other one: a coin sold
 * for fiat is the key (fiat per coin, used as it is); a coin sold for another coin has the coin
 * received as the key (source per target), so its rate is inverted. Undefined when the rates
 * have no tier for the currency typed, or a rate that is not positive.
 */
export function sellRate(rates: LiveRates, source: CurrencyCode, typedCurrency: CurrencyCode, typedAmount: Dec): Dec | undefined {
  const tier = tierFor(rates, typedCurrency, typedAmount);
  if (tier === undefined || !tier.rate.greaterThan(0)) return undefined;
  return rates.keyCurrency === source ? tier.rate : new Money(new Truncating(1).dividedBy(tier.rate));
}

/**
 * The rate a sale's confirmation shows: one unit of the coin sold, priced in what is received
 * ("1 ETH = 3,651.60 USDT", never "1 USDT = 0.00027385 ETH" for a customer selling ETH). A quote
 * keyed on the coin sold (or on no currency) is already that; one keyed on the coin received is
 * inverted, cut towards zero as sellRate does. A rate that is not positive stays as it is.
 */
export function soldCoinRate(rate: Dec, keyCurrency: CurrencyCode | undefined, sold: CurrencyCode): Dec {
  if (keyCurrency === undefined || keyCurrency === sold || !rate.greaterThan(0)) return rate;
  return new Money(new Truncating(1).dividedBy(rate));
}
