import { http } from 'msw';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { FaultController } from '../faults/fault-controller';
import { faultInjector, type FaultInjectionOptions } from '../faults/fault-handlers';
import { controlHandlers } from './control-handlers';
import { accountHandlers } from './account-handlers';
import { basketHandlers } from './baskets-handlers';
import { coinHandlers } from './coins-handlers';
import { depositHandlers } from './deposits-handlers';
import { kycHandlers } from './kyc-handlers';
import { onboardingHandlers } from './onboarding-handlers';
import { paymentHandlers } from './payments-handlers';
import { rewardHandlers } from './rewards-handlers';
import { livePriceHandlers } from './live-price-handlers';
import { sessionHandlers } from './session-handlers';
import { tradingHandlers } from './trading-handlers';

/** Before any answer, the sandbox catches up on work that fell due (settlements, vendor state changes). */
const catchUp = (exchange: SandboxExchange) =>
  http.all('*', () => {
    exchange.context.runDueTasks();
    return undefined;
  });

export interface SandboxControls extends FaultInjectionOptions {
  readonly faults: FaultController;
}

/**
 * Every sandbox route, one module per resource; served by the Node server and by msw in tests.
 * With controls (test and demo mode) the fault injector answers first and the control endpoint
 * is served; without them neither exists.
 */
export const sandboxHandlers = (exchange: SandboxExchange, controls?: SandboxControls) => [
  ...(controls === undefined ? [] : [faultInjector(controls.faults, controls), ...controlHandlers(exchange, controls.faults)]),
  catchUp(exchange),
  ...sessionHandlers(exchange),
  ...accountHandlers(exchange),
  ...onboardingHandlers(exchange),
  ...tradingHandlers(exchange),
  ...basketHandlers(exchange),
  ...paymentHandlers(exchange),
  ...depositHandlers(exchange),
  ...kycHandlers(exchange),
  ...coinHandlers(exchange),
  ...rewardHandlers(exchange),
  ...livePriceHandlers(exchange, controls === undefined ? {} : { wait: controls.wait }),
];
