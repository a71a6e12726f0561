import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const basketHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
