/** Server-sent event streams (spec 001 §7, coins); payload schemas in ../schemas/streams.ts. */
export const streams = {
  /** Query native_currency, entity_id, is_prime_user. */
  livePrices: '/api/proxy/private/coin-price/sse/v1/live-prices',
  /** Query nativeCurrency, currencyId, profileId; credentials sent. */
  livePriceLadder: '/api/proxy/private/live-chart/sse/v1/live-price-ladder',
} as const;
