/** Live rates refresh and are cached for 15 s (spec 000 §4, §9; 001 §9 "exchange rate refresh 15 s"). */
export const LIVE_RATES_TTL_MS = 15_000;
