import { route } from './route';

/** Rewards, welcome bonus and level-up (spec 001 §7). */
export const rewardsRoutes = {} as const satisfies Record<string, ReturnType<ReturnType<typeof route>>>;
