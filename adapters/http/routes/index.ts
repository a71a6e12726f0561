import { accountRoutes } from './account';
import { basketsRoutes } from './baskets';
import { coinsRoutes } from './coins';
import { depositsRoutes } from './deposits';
import { kycRoutes } from './kyc';
import { onboardingRoutes } from './onboarding';
import { passkeyRoutes } from './passkeys';
import { paymentsRoutes } from './payments';
import { rewardsRoutes } from './rewards';
import { sandboxRoutes } from './sandbox';
import { sessionRoutes } from './session';
import { tradingRoutes } from './trading';

export { fillPath, route, type HttpMethod, type Route, type RouteBody, type RouteRequest, type RouteResponse } from './route';
export { streams } from './streams';

/**
 * The single contract table shared by the HTTP adapters and the sandbox exchange, so the two
 * cannot drift: one file per area, merged here. Paths the specification gives are used as given;
 * those it marks "not shown" are designed in the same style and marked (design).
 */
export const routes = {
  ...sessionRoutes,
  ...onboardingRoutes,
  ...passkeyRoutes,
  ...accountRoutes,
  ...tradingRoutes,
  ...basketsRoutes,
  ...paymentsRoutes,
  ...depositsRoutes,
  ...kycRoutes,
  ...coinsRoutes,
  ...rewardsRoutes,
  ...sandboxRoutes,
} as const;

export type Routes = typeof routes;
