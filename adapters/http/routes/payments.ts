import { route } from './route';

/** Saved cards, card registration, fiat-wallet top-ups and PayPal linking (spec 001 §7). */
export const paymentsRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
