import { Money, ZERO } from '../../domain/money/decimal';
import { createInitialState } from '../../adapters/sandbox/exchange/initial-state';
import type { SandboxState } from '../../adapters/sandbox/exchange/sandbox-state';

type Book = SandboxState['ledger'];

const totals = (book: Book): Map<string, string> => {
  const sums = new Map<string, ReturnType<typeof ZERO.plus>>();
  Object.values(book).forEach((holdings) =>
    Object.entries(holdings).forEach(([currency, amount]) => sums.set(currency, (sums.get(currency) ?? ZERO).plus(new Money(amount)))),
  );
  return new Map([...sums].map(([currency, sum]) => [currency, sum.toFixed()]));
};

/**
 * The currencies whose total over every owner differs from a fresh sandbox's: money only moves
 * between owners, so after any history the books balance when this is empty.
 */
export function unbalancedCurrencies(state: Pick<SandboxState, 'ledger' | 'seed'>): string[] {
  const start = totals(createInitialState(state.seed, 0).ledger);
  const now = totals(state.ledger);
  const currencies = new Set([...start.keys(), ...now.keys()]);
  return [...currencies].filter((c) => !new Money(start.get(c) ?? '0').equals(new Money(now.get(c) ?? '0')));
}
