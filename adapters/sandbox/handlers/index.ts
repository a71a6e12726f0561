import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { FaultController } from '../faults/fault-controller';
import { faultInjector, type FaultInjectionOptions } from '../faults/fault-handlers';
import { controlHandlers } from './control-handlers';
import { crossSiteGuard } from './request-guard';
import { openApiHandler } from './openapi-handler';
import { accountHandlers } from './account-handlers';
import { basketHandlers } from './baskets-handlers';
import { coinIconHandler } from './coin-icon-handler';
import { coinHandlers } from './coins-handlers';
import { depositHandlers } from './deposits-handlers';
import { kycHandlers } from './kyc-handlers';
import { onboardingHandlers } from './onboarding-handlers';
import { passkeyHandlers } from './passkey-handlers';
import { paymentHandlers } from './payments-handlers';
import { rewardHandlers } from './rewards-handlers';
import { livePriceHandlers } from './live-price-handlers';
import { sessionHandlers } from './session-handlers';
import { tradingHandlers } from './trading-handlers';

export interface SandboxControls extends FaultInjectionOptions {
  readonly faults: FaultController;
}

export interface SandboxHandlerOptions {
  /** Origins besides the server's own that may make state-changing calls (the CORS origins). */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Every sandbox route, one module per resource; served by the Node server and by msw in tests.
 * The cross-site guard answers first (control calls included); with controls (test and demo
 * mode) the fault injector comes next and the control endpoint is served; without them neither
 * exists. Each handler runs its work as one transaction, after the work that fell due on the
 * sandbox clock (settlements, vendor state changes).
 */
export const sandboxHandlers = (exchange: SandboxExchange, controls?: SandboxControls, options: SandboxHandlerOptions = {}) => [
  crossSiteGuard(options.allowedOrigins),
  openApiHandler(),
  ...(controls === undefined ? [] : [faultInjector(controls.faults, controls), ...controlHandlers(exchange, controls.faults)]),
  ...sessionHandlers(exchange),
  ...accountHandlers(exchange),
  ...onboardingHandlers(exchange),
  ...passkeyHandlers(exchange),
  ...tradingHandlers(exchange),
  ...basketHandlers(exchange),
  ...paymentHandlers(exchange),
  ...depositHandlers(exchange),
  ...kycHandlers(exchange),
  ...coinHandlers(exchange),
  coinIconHandler(exchange),
  ...rewardHandlers(exchange),
  ...livePriceHandlers(exchange, controls === undefined ? {} : { wait: controls.wait }),
];
