import { type Route } from './route';
import type * as z from 'zod/mini';

/** Coins, favourites, screeners and tickers (spec 001 §7). */
export const coinsRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
