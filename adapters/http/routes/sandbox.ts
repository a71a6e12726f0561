import { type Route } from './route';
import type * as z from 'zod/mini';

/** Sandbox-only controls: faults on demand, reset (served in test and demo mode only). */
export const sandboxRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
