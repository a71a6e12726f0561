import { type SandboxExchange } from '../exchange/sandbox-exchange';

export const onboardingHandlers = (exchange: SandboxExchange) => {
  void exchange;
  return [];
};
