import { type Route } from './route';
import type * as z from 'zod/mini';

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing (spec 000 §7, spec 001 §7). */
export const basketsRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
