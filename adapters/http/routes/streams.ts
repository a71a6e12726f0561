/** Server-sent event streams (spec 001 §7, coins). */
export const streams = {
  livePrices: '/api/proxy/private/coin-price/sse/v1/live-prices',
} as const;
