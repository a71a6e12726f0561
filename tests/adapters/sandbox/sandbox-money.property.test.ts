import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_OTP, DEMO_PASSCODE } from '../../../adapters/sandbox/exchange/personas';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { dec, ZERO } from '../../../domain/money/decimal';

const PHONE = '+15550100001';

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
  it('never overdraws, executes a quotation at most once and never after it expired, and books every movement', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let now = Date.UTC(2026, 10, 22, 12);
        const exchange = new SandboxExchange({ clock: () => now, seed: 11 });
        const session = exchange.startSession(PHONE);
        if (!session.ok) throw new Error('no session');
        exchange.verifyOtp(session.value, DEMO_OTP);
        const signedIn = exchange.verifyPasscode(session.value, DEMO_PASSCODE);
        if (!signedIn.ok) throw new Error('not signed in');
        const account = signedIn.value;
        const startUsd = account.fiat.get('USD')?.amount ?? ZERO;
        const startCoins = new Map([...account.coins].map(([coin, amount]) => [coin, amount]));
        const quotes: { id: string; expiresAt: number }[] = [];
        const executedAt = new Map<string, number>();

        for (const step of actions) {
          if (step.kind === 'wait') now += step.ms;
          if (step.kind === 'quote') {
            const quote = exchange.createFiatWalletQuotation(account, 'USD', step.coin, step.amount);
            if (quote.ok) {
              expect(quote.value.net.plus(quote.value.fee).eq(quote.value.total)).toBe(true);
              quotes.push({ id: quote.value.id, expiresAt: quote.value.expiresAt });
            }
          }
          if (step.kind === 'confirm' && quotes.length > 0) {
            const quote = quotes[step.quote % quotes.length];
            if (quote === undefined) continue;
            const result = exchange.confirmQuotation(account, quote.id, `${quote.id}:${step.request}`);
            if (result.ok && !executedAt.has(quote.id)) executedAt.set(quote.id, now);
          }
          expect(account.fiat.get('USD')?.amount.isNegative()).toBe(false);
        }

        const transactions = exchange.transactionsOf(account);
        expect(transactions).toHaveLength(executedAt.size);
        for (const quote of quotes) {
          const at = executedAt.get(quote.id);
          if (at !== undefined) expect(at).toBeLessThan(quote.expiresAt);
        }
        const spent = transactions.reduce((sum, t) => sum.plus(t.fromAmount), ZERO);
        expect(startUsd.minus(spent).eq(account.fiat.get('USD')?.amount ?? dec('-1'))).toBe(true);
        for (const [coin, amount] of account.coins) {
          const bought = transactions.filter((t) => t.toCurrency === coin).reduce((sum, t) => sum.plus(t.toAmount), ZERO);
          expect(amount.minus(startCoins.get(coin) ?? ZERO).eq(bought)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
