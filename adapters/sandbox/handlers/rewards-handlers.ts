import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const rewardHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
