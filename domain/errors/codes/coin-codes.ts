/**
 * Coin list and favourites codes (spec 001 §7 Coins and favourites). Choice: the spec names no code
 * for a coin id or symbol the exchange does not list, so the catalogue uses coin_not_found.
 */
export const coinCodes = {
  coinNotFound: 'coin_not_found',
} as const;
