import { route } from './route';

/** Sandbox-only controls: faults on demand, reset (served in test and demo mode only). */
export const sandboxRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
