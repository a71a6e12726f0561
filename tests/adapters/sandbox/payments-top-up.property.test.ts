import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOP_UP_KIND } from '../../../adapters/sandbox/exchange/payments/top-up-limits';
import { WEEKLY_CARD_LIMIT, weeklyCardUsage } from '../../../adapters/sandbox/exchange/payments/weekly-card-usage';
import { DEMO_PASSCODE } from '../../../adapters/sandbox/exchange/personas';
import { type SandboxAccount, SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { type Dec, Money, ZERO } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

type Source = 'card_visa_4242' | 'card_mc_5454' | 'apple_pay' | 'google_pay';

interface Model {
  readonly orders: string[];
}

interface Real {
  readonly exchange: SandboxExchange;
  readonly account: SandboxAccount;
  readonly clock: { now: number };
  readonly books: ReadonlyMap<string, Dec>;
  readonly startBalance: Dec;
}

const balance = (r: Real): Dec => r.exchange.context.ledger.balance(r.account.uuid, 'USD');
const topUps = (r: Real) => r.exchange.context.transactionsOf(r.account).filter((t) => t.kind === TOP_UP_KIND);
const orderAt = (m: Model, index: number): string | undefined => (m.orders.length === 0 ? undefined : m.orders[index % m.orders.length]);

/** After every command: no overdraft, balanced books, at most one execution per order, the wallet grown by exactly the receivables, the weekly limit kept. */
function checkInvariants(r: Real): void {
  expect(balance(r).isNegative()).toBe(false);
  const books = r.exchange.context.ledger.totals();
  for (const [currency, total] of books) expect(total.eq(r.books.get(currency) ?? ZERO)).toBe(true);
  const executed = topUps(r).map((t) => String(t.details?.['order_id']));
  expect(new Set(executed).size).toBe(executed.length);
  for (const id of executed) expect(r.exchange.payments.topUpOrder(r.account, id)?.status).toBe('completed');
  const received = topUps(r).reduce((sum, t) => sum.plus(new Money(t.toAmount)), ZERO);
  expect(balance(r).eq(r.startBalance.plus(received))).toBe(true);
  expect(weeklyCardUsage(r.exchange.context, r.account).lessThanOrEqualTo(new Money(WEEKLY_CARD_LIMIT))).toBe(true);
}

const command = (name: string, act: (m: Model, r: Real) => void): fc.Command<Model, Real> => ({
  check: () => true,
  run: (m, r) => {
    act(m, r);
    checkInvariants(r);
  },
  toString: () => name,
});

const create = (source: Source, amount: string) =>
  command(`create(${source}, ${amount})`, (m, r) => {
    const cardId = source.startsWith('card_') ? source : undefined;
    const input = { amount, currency: 'USD', cardId, paymentMethod: cardId === undefined ? source : undefined };
    const order = r.exchange.payments.createTopUpOrder(r.account, input);
    if (order.ok) m.orders.push(order.value.id);
  });

const confirm = (index: number, rightPasscode: boolean) =>
  command(`confirm(${index}, ${rightPasscode})`, (m, r) => {
    const id = orderAt(m, index);
    if (id !== undefined) r.exchange.payments.confirmTopUp(r.account, id, rightPasscode ? DEMO_PASSCODE : '000000');
  });

const authenticate = (index: number, outcome: 'succeeded' | 'failed' | 'cancelled') =>
  command(`3ds(${index}, ${outcome})`, (m, r) => {
    const id = orderAt(m, index);
    const session = id === undefined ? undefined : r.exchange.payments.topUpOrder(r.account, id)?.gatewaySessionId;
    if (session !== undefined) r.exchange.context.gateway.complete(session, outcome);
  });

const walletToken = (index: number, wallet: 'apple' | 'google') =>
  command(`${wallet}Token(${index})`, (m, r) => {
    const id = orderAt(m, index);
    if (id === undefined) return;
    if (wallet === 'apple') r.exchange.payments.applePayToken(r.account, id, 'token');
    else r.exchange.payments.googlePayToken(r.account, id, 'token');
  });

/** Takes an order one step further the way the client would: confirm or token, then the 3-D Secure outcome. */
const advance = (index: number, outcome: 'succeeded' | 'failed' | 'cancelled') =>
  command(`advance(${index}, ${outcome})`, (m, r) => {
    const id = orderAt(m, index);
    const order = id === undefined ? undefined : r.exchange.payments.topUpOrder(r.account, id);
    if (id === undefined || order === undefined) return;
    if (order.status === 'authenticating' && order.gatewaySessionId !== undefined) r.exchange.context.gateway.complete(order.gatewaySessionId, outcome);
    else if (order.method === 'apple_pay') r.exchange.payments.applePayToken(r.account, id, 'token');
    else if (order.method === 'google_pay') r.exchange.payments.googlePayToken(r.account, id, 'token');
    else r.exchange.payments.confirmTopUp(r.account, id, DEMO_PASSCODE);
  });

const wait = (ms: number) =>
  command(`wait(${ms})`, (_m, r) => {
    r.clock.now += ms;
  });

/** Small amounts (wendy has 100 left this week), large ones (several fill alex's 5000), and some outside the 20-2500 limits. */
const amount = fc
  .oneof(fc.integer({ min: 4_000, max: 10_000 }), fc.integer({ min: 170_000, max: 260_000 }), fc.integer({ min: 1_000, max: 300_000 }))
  .map((cents) => (cents / 100).toFixed(2));
const createCommand = fc.tuple(fc.constantFrom<Source>('card_visa_4242', 'card_mc_5454', 'apple_pay', 'google_pay'), amount).map(([s, a]) => create(s, a));
const confirmCommand = fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 5 })).map(([i, r]) => confirm(i, r !== 0));
const authenticateCommand = fc
  .tuple(fc.nat({ max: 5 }), fc.constantFrom('succeeded' as const, 'succeeded' as const, 'failed' as const, 'cancelled' as const))
  .map(([i, o]) => authenticate(i, o));
const advanceCommand = fc
  .tuple(fc.nat({ max: 5 }), fc.constantFrom('succeeded' as const, 'succeeded' as const, 'failed' as const, 'cancelled' as const))
  .map(([i, o]) => advance(i, o));
const tokenCommand = fc.tuple(fc.nat({ max: 5 }), fc.constantFrom('apple' as const, 'google' as const)).map(([i, w]) => walletToken(i, w));
/** Weighted by repetition: creating, confirming and authenticating come up more often than waiting. */
const commands = [
  createCommand,
  createCommand,
  advanceCommand,
  advanceCommand,
  advanceCommand,
  confirmCommand,
  authenticateCommand,
  tokenCommand,
  fc.integer({ min: 0, max: 4 * 86_400_000 }).map(wait),
];

describe('sandbox top-ups: random orders, passcodes, 3-D Secure outcomes, wallet tokens, replays and waiting', () => {
  it('keep balances >= 0 and the books balanced, execute an order at most once and never go over the weekly card limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('alex', 'wendy'), fc.commands(commands, { maxCommands: 40, size: '+1' }), (persona, cmds) => {
        const clock = { now: Date.UTC(2026, 10, 22, 12) };
        const exchange = new SandboxExchange({ clock: () => clock.now, seed: 5 });
        const { account } = signInDirect(exchange, persona);
        const real: Real = {
          exchange,
          account,
          clock,
          books: exchange.context.ledger.totals(),
          startBalance: exchange.context.ledger.balance(account.uuid, 'USD'),
        };
        fc.modelRun(() => ({ model: { orders: [] }, real }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
