import { SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';
import type { SandboxResult } from '../../adapters/sandbox/exchange/sandbox-result';
import type { CardQuoteInput } from '../../adapters/sandbox/exchange/sandbox-trading';
import type { Dec } from '../../domain/money/decimal';
import { signInDirect } from './sign-in';

export const TRADING_START = Date.UTC(2026, 10, 22, 12);

/** The answer of a sandbox call that must succeed; the test fails with the refusal's code otherwise. */
export function value<T>(result: SandboxResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value;
}

/** The refusal code of a sandbox call (undefined when it succeeded). */
export const refusal = <T>(result: SandboxResult<T>): string | undefined => (result.ok ? undefined : result.error.code);

/** A card quotation input with nothing set but what is given. */
export const cardInput = (input: Partial<CardQuoteInput> & { currency: string }): CardQuoteInput => ({
  nativeAmount: undefined,
  amount: undefined,
  cardId: undefined,
  fixedSide: undefined,
  paymentMethod: undefined,
  ...input,
});

/** A sandbox exchange on a controllable clock with a persona signed in directly (no HTTP). */
export function tradingSandbox(personaKey = 'alex', seed = 7) {
  let now = TRADING_START;
  const exchange = new SandboxExchange({ clock: () => now, seed });
  const { account, sessionId } = signInDirect(exchange, personaKey);
  return {
    exchange,
    account,
    sessionId,
    trading: exchange.trading,
    advance: (ms: number) => (now += ms),
    now: () => now,
    balance: (currency: string): Dec => exchange.context.ledger.balance(account.uuid, currency),
  };
}
