import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import type { SandboxQuote } from '../../../adapters/sandbox/exchange/sandbox-trading';
import type { SandboxResult } from '../../../adapters/sandbox/exchange/sandbox-result';
import type { StoredPurchase } from '../../../adapters/sandbox/exchange/trading/trading-slice';
import { dec, type Dec, ZERO } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

type QuoteKind = 'fiat_buy' | 'fiat_sell' | 'coin_buy' | 'coin_sell' | 'credit_card' | 'debit_card' | 'apple_pay' | 'google_pay';
type Action =
  | {
      readonly kind: 'quote';
      readonly quote: QuoteKind;
      readonly coin: string;
      readonly other: string;
      readonly fixTo: boolean;
      /** A fiat amount (2 decimals) and a coin amount (up to 8), each used where the quote takes one. */
      readonly fiat: string;
      readonly coins: string;
    }
  | { readonly kind: 'confirm'; readonly quote: number; readonly request: number }
  | { readonly kind: 'purchase'; readonly quote: number; readonly token: boolean }
  | { readonly kind: 'complete'; readonly purchase: number; readonly outcome: 'succeeded' | 'failed' | 'cancelled' }
  | { readonly kind: 'wait'; readonly ms: number };

const COINS = ['BTC', 'ETH', 'SOL', 'CRO', 'SHIB'] as const;
/** Alex holds these, so they can be sold or paid with. */
const HELD = ['BTC', 'ETH'] as const;
const scaled = (units: number, decimals: number): string => {
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};
/** Mostly amounts within the limits, now and then beyond them (thresholds, balance, weekly limit). */
const fiatAmount = fc
  .oneof({ weight: 5, arbitrary: fc.integer({ min: 100, max: 300_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 3_000_000 }) })
  .map((cents) => scaled(cents, 2));
const coinAmount = fc
  .oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 2_000_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 2_000_000_000 }) })
  .map((units) => scaled(units, 8));

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      quote: fc.constantFrom<QuoteKind>('fiat_buy', 'fiat_sell', 'coin_buy', 'coin_sell', 'credit_card', 'debit_card', 'apple_pay', 'google_pay'),
      coin: fc.constantFrom(...COINS),
      other: fc.constantFrom(...HELD),
      fixTo: fc.boolean(),
      fiat: fiatAmount,
      coins: coinAmount,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('confirm' as const), quote: fc.nat({ max: 3 }), request: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      quote: fc.nat({ max: 3 }),
      token: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('complete' as const),
      purchase: fc.nat({ max: 2 }),
      outcome: fc.oneof(
        { weight: 3, arbitrary: fc.constant('succeeded' as const) },
        { weight: 1, arbitrary: fc.constantFrom('failed' as const, 'cancelled' as const) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 0, max: 4_000 }), fc.integer({ min: 0, max: 20_000 })) }),
  },
);

const CARDS: Partial<Record<QuoteKind, string>> = { credit_card: 'card_visa_4242', debit_card: 'card_mc_5454' };

describe('sandbox money: random sequences of buys, sells, card and coin quotes, confirmations, 3-D Secure pages and waiting', () => {
  it('never overdraws, keeps the books balanced, executes a quotation at most once and never after it expired', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 5, maxLength: 40 }), (actions) => {
        let now = Date.UTC(2026, 10, 22, 12);
        const exchange = new SandboxExchange({ clock: () => now, seed: 11 });
        const { account } = signInDirect(exchange, 'alex');
        const t = exchange.trading;
        const ledger = exchange.context.ledger;
        const booksBefore = ledger.totals();
        const startBalances = new Map(ledger.holdings(account.uuid).map((h) => [h.currency, h.amount]));
        const quotes: SandboxQuote[] = [];
        const purchases: StoredPurchase[] = [];
        const takenAt = new Map<string, number>();

        const create = (step: Extract<Action, { kind: 'quote' }>): SandboxResult<SandboxQuote> => {
          const fixed = step.fixTo ? { fromAmount: undefined, toAmount: step.coins } : { fromAmount: step.coins, toAmount: undefined };
          const card = { currency: step.coin, nativeAmount: step.fixTo ? undefined : step.fiat, amount: step.fixTo ? step.coins : undefined };
          switch (step.quote) {
            case 'fiat_buy':
              return t.createFiatWalletQuotation(account, 'USD', step.coin, step.fiat);
            case 'fiat_sell':
              return t.createFiatWalletSellQuotation(account, step.other, 'USD', step.coins);
            case 'coin_buy':
            case 'coin_sell':
              return t.createCoinQuotation(account, { side: step.quote === 'coin_buy' ? 'buy' : 'sell', from: step.other, to: step.coin, ...fixed });
            case 'credit_card':
            case 'debit_card':
              return t.createCardQuotation(account, { ...card, cardId: CARDS[step.quote], fixedSide: 'crypto', paymentMethod: undefined });
            case 'apple_pay':
            case 'google_pay':
              return t.createCardQuotation(account, { ...card, cardId: undefined, fixedSide: undefined, paymentMethod: step.quote });
          }
        };

        const confirm = (quote: SandboxQuote, request: string) => {
          if (quote.method === 'crypto_wallet') return t.confirmCoinQuotation(account, quote.id, quote.side);
          return quote.side === 'buy' ? t.confirmQuotation(account, quote.id, request) : t.confirmFiatWalletSell(account, quote.id, request);
        };

        for (const step of actions) {
          let quote: SandboxQuote | undefined;
          if (step.kind === 'wait') now += step.ms;
          if (step.kind === 'quote') {
            const created = create(step);
            if (created.ok) quotes.push(created.value);
          }
          if (step.kind === 'confirm' || step.kind === 'purchase') {
            // The n-th latest quotation of the kind the step takes (wallet quotations confirm, card-scheme ones purchase).
            const takes = quotes.filter((q) => ['fiat_wallet', 'crypto_wallet'].includes(q.method) === (step.kind === 'confirm'));
            quote = takes[takes.length - 1 - (step.quote % Math.max(1, takes.length))];
          }
          if (step.kind === 'confirm' && quote !== undefined) {
            const used = quote.used;
            if (confirm(quote, `${quote.id}:${String(step.request)}`).ok && !used) takenAt.set(quote.id, now);
          }
          if (step.kind === 'purchase' && quote !== undefined) {
            const started = t.startPurchase(account, { quotationId: quote.id, cardId: quote.cardId, paymentMethod: quote.method, language: 'en' });
            if (started.ok) {
              takenAt.set(quote.id, now);
              if (step.token && quote.method !== 'credit_card')
                t.submitWalletToken(account, started.value.purchase.id, quote.method === 'apple_pay' ? 'apple_pay' : 'google_pay', 'token');
              purchases.push(started.value.purchase);
            }
          }
          if (step.kind === 'complete' && purchases.length > 0) {
            const session = purchases[purchases.length - 1 - (step.purchase % purchases.length)]?.gatewaySessionId;
            if (session !== undefined) exchange.context.gateway.complete(session, step.outcome);
          }
          for (const h of ledger.holdings(account.uuid)) expect(h.amount.isNegative(), h.currency).toBe(false);
        }

        const transactions = exchange.context.transactionsOf(account);
        const quoteIds = transactions.map((tx) => String(tx.details?.['quotation_id']));
        expect(new Set(quoteIds).size).toBe(quoteIds.length);
        for (const tx of transactions) {
          const quote = quotes.find((q) => q.id === tx.details?.['quotation_id']);
          expect(quote).toBeDefined();
          expect(takenAt.get(quote?.id ?? '')).toBeLessThan(quote?.expiresAt ?? 0);
        }
        const moved = new Map<string, Dec>();
        const add = (currency: string, delta: Dec) => moved.set(currency, (moved.get(currency) ?? ZERO).plus(delta));
        for (const tx of transactions) {
          add(tx.toCurrency, dec(tx.toAmount));
          if (!['credit_card', 'apple_pay', 'google_pay'].includes(String(tx.details?.['payment_method']))) add(tx.fromCurrency, dec(tx.fromAmount).negated());
        }
        for (const currency of new Set([...startBalances.keys(), ...moved.keys()])) {
          const expected = (startBalances.get(currency) ?? ZERO).plus(moved.get(currency) ?? ZERO);
          expect(ledger.balance(account.uuid, currency).eq(expected), currency).toBe(true);
        }
        const booksAfter = ledger.totals();
        for (const [currency, total] of booksAfter) expect(total.eq(booksBefore.get(currency) ?? ZERO), currency).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
