import { type Route } from './route';
import type * as z from 'zod/mini';

/** Saved cards, card registration, fiat-wallet top-ups and PayPal linking (spec 001 §7). */
export const paymentsRoutes = {} as const satisfies Record<string, Route<unknown, z.ZodMiniType>>;
