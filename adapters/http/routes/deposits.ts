import { route } from './route';

/** Fiat wallets, deposit methods and orders, bank accounts and bank linking, limits (spec 001 §7). */
export const depositsRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
