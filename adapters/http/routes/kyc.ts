import { route } from './route';

/** Cash account setup, identity and KYC forms (spec 001 §7). */
export const kycRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
