import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const kycHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
