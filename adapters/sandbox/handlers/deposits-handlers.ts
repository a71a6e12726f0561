import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const depositHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
