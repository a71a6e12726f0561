import { route } from './route';

/** Coins, favourites, screeners and tickers (spec 001 §7). */
export const coinsRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
