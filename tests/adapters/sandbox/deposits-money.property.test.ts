import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_DELAY_MS } from '../../../adapters/sandbox/exchange/deposits/settlement';
import { DEMO_PASSCODE } from '../../../adapters/sandbox/exchange/personas';
import { type SandboxAccount, SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { type Dec, dec, ZERO } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

/** What the test knows of an order the sandbox accepted: when it was confirmed and how long it takes. */
interface ModelOrder {
  readonly id: string;
  readonly kind: 'pull' | 'request' | 'reference';
  readonly currency: Currency;
  readonly receivable: Dec;
  confirmedAt: number | undefined;
  gatewaySession: string | undefined;
  closed: boolean;
}

interface Model {
  readonly orders: ModelOrder[];
}

interface Real {
  readonly exchange: SandboxExchange;
  readonly account: SandboxAccount;
  readonly clock: { now: number };
  readonly start: Readonly<Record<Currency, Dec>>;
  readonly books: ReadonlyMap<string, Dec>;
}

const amount = (max: number) => fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 99 })).map(([w, c]) => `${w}.${String(c).padStart(2, '0')}`);
const BANK_ACCOUNTS = ['ba_tess_chase', 'ba_tess_ally', 'ba_tess_wells', 'ba_tess_citi'];
/** The cash accounts the orders can credit (Tess holds each; a SEPA reference credits EUR). */
const CURRENCIES = ['USD', 'CAD', 'EUR'] as const;
type Currency = (typeof CURRENCIES)[number];
const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

const REFERENCES: readonly [string, string][] = [
  ['us_ach', 'TESS0000USD'],
  ['ca_interac_etransfer', 'ETRANSFER123'],
  ['us_ach', 'UNKNOWN12345'],
  ['sepa', 'SEPA12345678'],
];

/**
 * After every step: no customer balance below zero, the books balanced, and each currency's balance
 * exactly the start plus the receivables of the orders whose delay has passed at the last catch-up
 * (so an order settles once, and never before its delay); history agrees.
 */
function checkInvariants(model: Model, real: Real, caughtUpAt: number): void {
  const { ledger } = real.exchange.context;
  for (const [currency, total] of ledger.totals()) expect(total.eq(real.books.get(currency) ?? ZERO)).toBe(true);
  const settled = (o: ModelOrder) => o.confirmedAt !== undefined && o.confirmedAt + SETTLEMENT_DELAY_MS[o.kind] <= caughtUpAt;
  for (const currency of CURRENCIES) {
    const balance = ledger.balance(real.account.uuid, currency);
    expect(balance.isNegative()).toBe(false);
    const credited = model.orders.filter((o) => o.currency === currency && settled(o)).reduce((sum, o) => sum.plus(o.receivable), ZERO);
    expect(balance.minus(real.start[currency]).eq(credited)).toBe(true);
  }
  const history = real.exchange.context.transactionsOf(real.account).filter((t) => t.kind === 'deposit');
  expect(history).toHaveLength(model.orders.filter((o) => o.confirmedAt !== undefined).length);
  expect(history.filter((t) => t.status === 'completed')).toHaveLength(model.orders.filter(settled).length);
}

let lastCatchUp = 0;

const command = (name: string, run: (model: Model, real: Real) => Promise<void> | void): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  run: async (model, real) => {
    await run(model, real);
    checkInvariants(model, real, lastCatchUp);
  },
  toString: () => name,
});

const pick = (model: Model, index: number, kind: ModelOrder['kind']): ModelOrder | undefined => {
  const orders = model.orders.filter((o) => o.kind === kind);
  return orders[index % Math.max(orders.length, 1)];
};

const commands = [
  fc.tuple(amount(3000), fc.constantFrom(...BANK_ACCOUNTS)).map(([a, bank]) =>
    command(`pull ${a} from ${bank}`, (model, real) => {
      const r = real.exchange.deposits.pulls.createOrder(real.account, { amount: a, bankAccountId: bank, currency: 'USD', paymentNetwork: 'us_ach_pull' });
      if (r.ok)
        model.orders.push({
          id: r.value.order.id,
          kind: 'pull',
          currency: 'USD',
          receivable: dec(r.value.order.receivable),
          confirmedAt: undefined,
          gatewaySession: undefined,
          closed: false,
        });
    }),
  ),
  fc.tuple(fc.nat(9), fc.boolean()).map(([index, right]) =>
    command(`confirm pull #${index} ${right ? 'right' : 'wrong'} passcode`, (model, real) => {
      const order = pick(model, index, 'pull');
      if (order === undefined) return;
      const r = real.exchange.deposits.pulls.confirm(real.account, order.id, right ? DEMO_PASSCODE : '000000');
      if (r.ok) {
        expect(r.value.id).toBe(order.id);
        order.confirmedAt ??= real.clock.now;
      }
    }),
  ),
  fc.tuple(amount(5000), fc.constantFrom('rbc', 'td', 'nobank')).map(([a, bank]) =>
    command(`request ${a} at ${bank}`, (model, real) => {
      const r = real.exchange.deposits.requests.createOrder(real.account, { amount: a, currency: 'CAD', paymentNetwork: 'ca_interac_request', bankId: bank });
      if (r.ok)
        model.orders.push({
          id: r.value.id,
          kind: 'request',
          currency: 'CAD',
          receivable: dec(r.value.receivable),
          confirmedAt: undefined,
          gatewaySession: undefined,
          closed: false,
        });
    }),
  ),
  fc.nat(9).map((index) =>
    command(`confirm request #${index}`, (model, real) => {
      const order = pick(model, index, 'request');
      if (order === undefined) return;
      const r = real.exchange.deposits.requests.confirm(real.account, order.id);
      if (r.ok && r.value.redirectUrl !== undefined) order.gatewaySession ??= decodeURIComponent(r.value.redirectUrl.split('/').pop() ?? '');
    }),
  ),
  fc.tuple(fc.nat(9), fc.constantFrom('succeeded' as const, 'failed' as const, 'cancelled' as const)).map(([index, outcome]) =>
    command(`bank page of request #${index} ${outcome}`, (model, real) => {
      const order = pick(model, index, 'request');
      if (order?.gatewaySession === undefined) return;
      const before = real.exchange.context.gateway.find(order.gatewaySession)?.status;
      real.exchange.context.gateway.complete(order.gatewaySession, outcome);
      if (before !== 'pending' || order.closed) return;
      if (outcome === 'succeeded') order.confirmedAt ??= real.clock.now;
      else order.closed = true;
    }),
  ),
  fc.constantFrom(...REFERENCES).map(([method, reference]) =>
    command(`reference ${reference} for ${method}`, (model, real) => {
      const r = real.exchange.deposits.references.submit(real.account, method, reference);
      if (!r.ok || model.orders.some((o) => o.id === r.value.id)) return;
      const currency = r.value.currency;
      if (!isCurrency(currency)) throw new Error(`a reference credited ${currency}, which the model does not follow`);
      model.orders.push({
        id: r.value.id,
        kind: 'reference',
        currency,
        receivable: dec(r.value.receivable),
        confirmedAt: real.clock.now,
        gatewaySession: undefined,
        closed: false,
      });
    }),
  ),
  fc.integer({ min: 0, max: 25_000 }).map((ms) =>
    command(`wait ${ms} ms, then a request arrives`, (_, real) => {
      real.clock.now += ms;
      real.exchange.context.runDueTasks();
      lastCatchUp = real.clock.now;
    }),
  ),
];

describe('sandbox deposits money: random orders, confirmations, replays, bank pages and waiting', () => {
  it('keeps balances >= 0 and the books balanced, and settles each confirmed order exactly once, never before its delay', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const clock = { now: Date.UTC(2026, 10, 22, 12) };
        const exchange = new SandboxExchange({ clock: () => clock.now, seed: 5 });
        const { account } = signInDirect(exchange, 'tess');
        account.state.fiatWallets['CAD'] = 'created';
        const ledger = exchange.context.ledger;
        lastCatchUp = clock.now;
        const real: Real = {
          exchange,
          account,
          clock,
          start: { USD: ledger.balance(account.uuid, 'USD'), CAD: ledger.balance(account.uuid, 'CAD'), EUR: ledger.balance(account.uuid, 'EUR') },
          books: ledger.totals(),
        };
        await fc.asyncModelRun(() => ({ model: { orders: [] }, real }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
