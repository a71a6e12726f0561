import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { dec, Money, ZERO } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

type Action =
  | { readonly kind: 'quote'; readonly coin: 'BTC' | 'ETH' | 'CRO'; readonly amount: string }
  | { readonly kind: 'confirm'; readonly quote: number; readonly request: number }
  | { readonly kind: 'wait'; readonly ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('quote' as const),
    coin: fc.constantFrom('BTC' as const, 'ETH' as const, 'CRO' as const),
    amount: fc.tuple(fc.integer({ min: 0, max: 12_000 }), fc.integer({ min: 0, max: 99 })).map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
  }),
  fc.record({ kind: fc.constant('confirm' as const), quote: fc.nat({ max: 9 }), request: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
);

describe('sandbox money: random sequences of quotes, confirmations and waiting', () => {
  it('never overdraws, executes a quotation at most once and never after it expired, books every movement and keeps the books balanced', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let now = Date.UTC(2026, 10, 22, 12);
        const exchange = new SandboxExchange({ clock: () => now, seed: 11 });
        const { account } = signInDirect(exchange, 'alex');
        const usd = () => exchange.context.ledger.balance(account.uuid, 'USD');
        const coins = () => exchange.balances.coins(account);
        const booksBefore = exchange.context.ledger.totals();
        const startUsd = usd();
        const startCoins = new Map(coins().map((c) => [c.currency, c.amount]));
        const quotes: { id: string; expiresAt: number }[] = [];
        const executedAt = new Map<string, number>();

        for (const step of actions) {
          if (step.kind === 'wait') now += step.ms;
          if (step.kind === 'quote') {
            const quote = exchange.trading.createFiatWalletQuotation(account, 'USD', step.coin, step.amount);
            if (quote.ok) {
              expect(new Money(quote.value.net).plus(quote.value.fee).eq(quote.value.total)).toBe(true);
              quotes.push({ id: quote.value.id, expiresAt: quote.value.expiresAt });
            }
          }
          if (step.kind === 'confirm' && quotes.length > 0) {
            const quote = quotes[step.quote % quotes.length];
            if (quote === undefined) continue;
            const result = exchange.trading.confirmQuotation(account, quote.id, `${quote.id}:${step.request}`);
            if (result.ok && !executedAt.has(quote.id)) executedAt.set(quote.id, now);
          }
          expect(usd().isNegative()).toBe(false);
        }

        const transactions = exchange.context.transactionsOf(account);
        expect(transactions).toHaveLength(executedAt.size);
        for (const quote of quotes) {
          const at = executedAt.get(quote.id);
          if (at !== undefined) expect(at).toBeLessThan(quote.expiresAt);
        }
        const spent = transactions.reduce((sum, t) => sum.plus(t.fromAmount), ZERO);
        expect(startUsd.minus(spent).eq(usd())).toBe(true);
        for (const { currency: coin, amount } of coins()) {
          const bought = transactions.filter((t) => t.toCurrency === coin).reduce((sum, t) => sum.plus(t.toAmount), ZERO);
          expect(amount.minus(startCoins.get(coin) ?? ZERO).eq(bought)).toBe(true);
        }
        const booksAfter = exchange.context.ledger.totals();
        for (const [currency, total] of booksAfter) expect(total.eq(booksBefore.get(currency) ?? dec('0'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
