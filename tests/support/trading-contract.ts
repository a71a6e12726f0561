import type { ApiResult } from '../../application/ports/api-error';
import { HttpTradingAdapter } from '../../adapters/http/trading-http-adapter';
import { createSandboxHarness, type SandboxHarness } from './sandbox-harness';
import { signInAs } from './sign-in';

export function ok<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The business code of a refused call (undefined otherwise). */
export const code = (result: ApiResult<unknown>): string | undefined => (!result.ok && result.error.kind === 'business' ? result.error.code : undefined);

/** The gateway session a page URL names (`{origin}/gateway/{kind}/{id}`). */
export const sessionIdOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? '');

/** A sandbox harness (msw) with the HTTP trading adapter on its client, and a way to sign a persona in. */
export function tradingContract() {
  const state: { h?: SandboxHarness; trading?: HttpTradingAdapter } = {};
  const harness = (): SandboxHarness => {
    if (state.h === undefined) throw new Error('harness not started');
    return state.h;
  };
  return {
    setUp: () => {
      state.h = createSandboxHarness();
      state.h.start();
      state.trading = new HttpTradingAdapter(state.h.get('http'));
    },
    tearDown: () => harness().stop(),
    harness,
    trading: (): HttpTradingAdapter => {
      if (state.trading === undefined) throw new Error('harness not started');
      return state.trading;
    },
    as: async (persona: string) => {
      const account = await signInAs(harness(), persona);
      return { account, balance: (currency: string) => harness().exchange.context.ledger.balance(account.uuid, currency) };
    },
  };
}
