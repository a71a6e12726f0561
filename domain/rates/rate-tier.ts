import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';
import type { LiveRates, RateTier } from './live-rates';

/**
 * The tier that applies to an entered amount (spec 000 §3, §4): the tier with the greatest
 * `amount` not above the entered amount, whatever order the server lists them in.
 * Choice: an amount below every tier takes the lowest tier (an approximation is better than
 * none); among tiers with the same `amount` the first listed wins. Undefined only without tiers.
 */
export function selectTier(tiers: readonly RateTier[], amount: Dec): RateTier | undefined {
  let lowest: RateTier | undefined;
  let best: RateTier | undefined;
  for (const tier of tiers) {
    if (lowest === undefined || tier.amount.lessThan(lowest.amount)) lowest = tier;
    if (tier.amount.lessThanOrEqualTo(amount) && (best === undefined || tier.amount.greaterThan(best.amount))) best = tier;
  }
  return best ?? lowest;
}

/** The tier for an amount typed in `inputCurrency`; undefined when the rates hold no tier for that currency. */
export function tierFor(rates: LiveRates, inputCurrency: CurrencyCode, amount: Dec): RateTier | undefined {
  const table = rates.rates.find((entry) => entry.inputCurrency === inputCurrency);
  return table === undefined ? undefined : selectTier(table.tiers, amount);
}
