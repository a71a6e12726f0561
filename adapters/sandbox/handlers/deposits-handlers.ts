import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { bankLinkingHandlers } from './deposits/bank-linking-handlers';
import { manualDepositHandlers } from './deposits/manual-handlers';
import { depositOrderHandlers } from './deposits/order-handlers';
import { depositOverviewHandlers } from './deposits/overview-handlers';

/** Fiat deposits and bank linking (spec 001 §7): one module per table of the spec. */
export const depositHandlers = (exchange: SandboxExchange) => [
  ...bankLinkingHandlers(exchange),
  ...depositOverviewHandlers(exchange),
  ...manualDepositHandlers(exchange),
  ...depositOrderHandlers(exchange),
];
