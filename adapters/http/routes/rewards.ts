import { type Route } from './route';
import type * as z from 'zod/mini';

/** Rewards, welcome bonus and level-up (spec 001 §7). */
export const rewardsRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
