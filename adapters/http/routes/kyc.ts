import { type Route } from './route';
import type * as z from 'zod/mini';

/** Cash account setup, identity and KYC forms (spec 001 §7). */
export const kycRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
