import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const paymentHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
