/** Live rates refresh and are cached for 15 s (spec 000 §4, §9; 001 §9 "exchange rate refresh 15 s"). */
export const LIVE_RATES_TTL_MS = 15_000;

export type Freshness = 'fresh' | 'stale';

/**
 * Whether rates fetched at `fetchedAt` may still be used at `now` (both epoch ms): fresh for
 * less than 15 s, stale from 15 s on.
 * Choice: a fetch time after `now` (the clock went back) counts as stale, since the age cannot be trusted.
 */
export function liveRatesFreshness(fetchedAt: number, now: number): Freshness {
  const age = now - fetchedAt;
  return age >= 0 && age < LIVE_RATES_TTL_MS ? 'fresh' : 'stale';
}

/** When rates fetched at `fetchedAt` must be fetched again. */
export const liveRatesRefreshAt = (fetchedAt: number): number => fetchedAt + LIVE_RATES_TTL_MS;
