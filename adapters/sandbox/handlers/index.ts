import { http } from 'msw';
import { type SandboxExchange } from '../exchange/sandbox-exchange';
import { accountHandlers } from './account-handlers';
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
  ...tradingHandlers(exchange),
  ...livePriceHandlers(exchange),
];
