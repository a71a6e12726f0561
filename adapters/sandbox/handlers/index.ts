import { http } from 'msw';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
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

/** Every sandbox route, one module per resource; served by the Node server and by msw in tests. */
export const sandboxHandlers = (exchange: SandboxExchange) => [
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
  ...livePriceHandlers(exchange),
];
