import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import type { LiveRates, RateTier } from '../../domain/rates/live-rates';

export const USD = currencyCode('USD');
export const BTC = currencyCode('BTC');

/** A rate tier from plain strings. */
export const tier = (amount: string, rate: string): RateTier => ({ amount: dec(amount), rate: dec(rate) });

/** Live rates of USD -> BTC (the coin is the key), no lot size and no thresholds; a test overrides what it needs. */
export const liveRates = (overrides: Partial<LiveRates> = {}): LiveRates => ({
  fromCurrency: USD,
  toCurrency: BTC,
  keyCurrency: BTC,
  lotSize: undefined,
  threshold: { min: undefined, max: undefined },
  rates: [],
  ...overrides,
});
