import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { accountHandlers } from './account-handlers';
import { livePriceHandlers } from './live-price-handlers';
import { sessionHandlers } from './session-handlers';
import { tradingHandlers } from './trading-handlers';

/** Every sandbox route, one module per resource; served by the Node server and by msw in tests. */
export const sandboxHandlers = (exchange: SandboxExchange) => [
  ...sessionHandlers(exchange),
  ...accountHandlers(exchange),
  ...tradingHandlers(exchange),
  ...livePriceHandlers(exchange),
];
