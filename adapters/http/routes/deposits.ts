import { type Route } from './route';
import type * as z from 'zod/mini';

/** Fiat wallets, deposit methods and orders, bank accounts and bank linking, limits (spec 001 §7). */
export const depositsRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
