import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const coinHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
