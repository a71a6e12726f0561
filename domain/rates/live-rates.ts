import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';

/** One step of a rate ladder: the rate that applies from `amount` (in the input currency) upwards. */
export interface RateTier {
  readonly amount: Dec;
  /** Price of one unit of the key currency in the pair's other currency (e.g. USD per BTC). */
  readonly rate: Dec;
}

/** The tiers that apply when the customer types an amount in `inputCurrency`. */
export interface InputRates {
  readonly inputCurrency: CurrencyCode;
  readonly tiers: readonly RateTier[];
}

/**
 * Live rates of a pair (spec 000 §3). Choice: `rate` is the price of one unit of key_currency in
 * the pair's other currency (key BTC, pair USD/BTC: USD per BTC), which is what the sandbox sends.
 */
export interface LiveRates {
  readonly fromCurrency: CurrencyCode;
  readonly toCurrency: CurrencyCode;
  readonly keyCurrency: CurrencyCode;
  /** Coin amounts of the pair are whole multiples of it (Choice: it applies to the coin side); undefined when there is none. */
  readonly lotSize: Dec | undefined;
  readonly threshold: { readonly min: Dec | undefined; readonly max: Dec | undefined };
  readonly rates: readonly InputRates[];
}

/**
 * A lot size from the wire as the domain uses it. Choice: a lot of zero or less means no lot,
 * rather than an error, so a malformed value never blocks a trade.
 */
export const usableLotSize = (lot: Dec | undefined): Dec | undefined => (lot !== undefined && lot.isFinite() && lot.greaterThan(0) ? lot : undefined);

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

/** Live rates refresh and are cached for 15 s (spec 000 §4, §9; 001 §9 "exchange rate refresh 15 s"). */
export const LIVE_RATES_TTL_MS = 15_000;
