import { route } from './route';

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing (spec 000 §7, spec 001 §7). */
export const basketsRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
