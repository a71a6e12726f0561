import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import type { SandboxAccount } from '../../../adapters/sandbox/exchange/sandbox-context';
import type { SandboxResult } from '../../../adapters/sandbox/exchange/sandbox-result';
import { REBALANCING_INTERVALS, toWireInterval } from '../../../domain/basket/rebalancing-interval';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { Dec } from '../../../domain/money/decimal';
import { signInDirect } from '../../support/sign-in';

interface Real {
  readonly exchange: SandboxExchange;
  readonly account: SandboxAccount;
  readonly clock: { now: number };
  readonly books: ReadonlyMap<string, Dec>;
}

interface Model {
  readonly previews: { readonly id: string; readonly side: 'buy' | 'sell' | 'transfer' | 'card'; readonly expiresAt: number }[];
  /** Preview id -> the time it executed (or its card payment started). */
  readonly executed: Map<string, number>;
}

type Command = fc.Command<Model, Real>;
const OFFERS = ['bsk_blue_chip', 'bsk_balanced_four', 'bsk_cronos', 'bsk_layer_1'] as const;

const instanceIds = (r: Real): string[] => r.exchange.baskets.instances(r.account).map((b) => b.id);

/** After every step: no customer or basket below zero, the books' totals unchanged, each execution in history once. */
function checkInvariants(m: Model, r: Real): void {
  const ledger = r.exchange.context.state.ledger;
  const owners = [r.account.uuid, ...Object.keys(ledger).filter((o) => o.startsWith('basket:'))];
  for (const owner of owners) for (const h of r.exchange.context.ledger.holdings(owner)) expect(h.amount.isNegative(), `${owner} ${h.currency}`).toBe(false);
  const totals = r.exchange.context.ledger.totals();
  for (const [currency, total] of r.books) expect(totals.get(currency)?.eq(total), currency).toBe(true);
  const history = r.exchange.context.transactionsOf(r.account);
  for (const id of m.executed.keys()) expect(history.filter((t) => t.details?.['preview_id'] === id).length).toBeLessThanOrEqual(1);
}

/** A preview executes at most once and never at or after its expiry. */
function recordExecution(m: Model, r: Real, preview: Model['previews'][number], result: SandboxResult<unknown>): void {
  if (result.ok) {
    expect(m.executed.has(preview.id)).toBe(false);
    expect(r.clock.now).toBeLessThan(preview.expiresAt);
    m.executed.set(preview.id, r.clock.now);
  } else if (m.executed.has(preview.id)) {
    expect(result.error.code).toBe(ErrorCode.quotationAlreadyUsed);
  } else if (r.clock.now >= preview.expiresAt) {
    expect(result.error.code).toBe(ErrorCode.quotationExpired);
  }
}

const step = (name: string, run: (m: Model, r: Real) => void): Command => ({
  check: () => true,
  run: (m, r) => {
    run(m, r);
    checkInvariants(m, r);
  },
  toString: () => name,
});

const previewBuy = (offer: string, cents: number, card: boolean) =>
  step(`previewBuy(${offer}, ${cents}, ${card})`, (m, r) => {
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const input = {
      basketId: offer,
      paymentMethod: card ? 'credit_card' : 'fiat_wallet',
      interval: 'weekly',
      currency: 'USD',
      amount,
      cardId: 'card_visa_4242',
    };
    const preview = r.exchange.baskets.previewBuy(r.account, input);
    if (preview.ok) m.previews.push({ id: preview.value.id, side: card ? 'card' : 'buy', expiresAt: preview.value.expiresAt });
  });

const previewSell = (basket: number, hundredths: number) =>
  step(`previewSell(${basket}, ${hundredths})`, (m, r) => {
    const ids = instanceIds(r);
    const percentage = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
    const preview = r.exchange.baskets.previewSell(r.account, {
      basketId: ids[basket % Math.max(ids.length, 1)] ?? '',
      payoutMethod: 'fiat_wallet',
      percentage,
      currency: 'USD',
    });
    if (preview.ok) m.previews.push({ id: preview.value.id, side: 'sell', expiresAt: preview.value.expiresAt });
  });

const previewTransfer = (basket: number, portion: number) =>
  step(`previewTransfer(${basket}, ${portion})`, (m, r) => {
    const ids = instanceIds(r);
    const preview = r.exchange.baskets.previewTransfer(r.account, ids[basket % Math.max(ids.length, 1)] ?? '', String(portion));
    if (preview.ok) m.previews.push({ id: preview.value.id, side: 'transfer', expiresAt: preview.value.expiresAt });
  });

/** Executes one of the latest previews (index 0 is the newest), a card one through the gateway with the given outcome. */
const execute = (index: number, succeeds: boolean) =>
  step(`execute(${index}, ${succeeds})`, (m, r) => {
    const preview = m.previews[m.previews.length - 1 - (index % Math.max(m.previews.length, 1))];
    if (preview === undefined) return;
    const baskets = r.exchange.baskets;
    if (preview.side === 'buy') recordExecution(m, r, preview, baskets.confirmBuy(r.account, preview.id));
    if (preview.side === 'sell') recordExecution(m, r, preview, baskets.confirmSell(r.account, preview.id));
    if (preview.side === 'transfer') recordExecution(m, r, preview, baskets.createTransfer(r.account, preview.id));
    if (preview.side === 'card') {
      const started = baskets.startThirdPartyBuy(r.account, preview.id);
      recordExecution(m, r, preview, started);
      if (started.ok) r.exchange.context.gateway.complete(started.value.purchaseUuid, succeeds ? 'succeeded' : 'failed');
    }
  });

const setRebalancing = (basket: number, interval: number) =>
  step(`setRebalancing(${basket}, ${interval})`, (_, r) => {
    const ids = instanceIds(r);
    const chosen = REBALANCING_INTERVALS[interval % REBALANCING_INTERVALS.length] ?? 'never';
    r.exchange.baskets.setRebalancing(r.account, ids[basket % Math.max(ids.length, 1)] ?? '', chosen !== 'never', toWireInterval(chosen));
  });

const wait = (ms: number) =>
  step(`wait(${ms})`, (_, r) => {
    r.clock.now += ms;
    r.exchange.context.runDueTasks();
  });

const commands = fc.commands(
  [
    fc.tuple(fc.constantFrom(...OFFERS), fc.integer({ min: 0, max: 600_000 }), fc.boolean()).map(([o, c, card]) => previewBuy(o, c, card)),
    fc.tuple(fc.nat(3), fc.integer({ min: 0, max: 10_000 })).map(([b, p]) => previewSell(b, p)),
    fc.tuple(fc.nat(3), fc.integer({ min: 0, max: 110 })).map(([b, p]) => previewTransfer(b, p)),
    fc.tuple(fc.nat(4), fc.boolean()).map(([i, s]) => execute(i, s)),
    fc.tuple(fc.nat(4), fc.boolean()).map(([i, s]) => execute(i, s)),
    fc.tuple(fc.nat(3), fc.nat(3)).map(([b, i]) => setRebalancing(b, i)),
    fc.oneof({ arbitrary: fc.integer({ min: 0, max: 20_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 40 * 86_400_000 }), weight: 1 }).map(wait),
  ],
  { maxCommands: 40 },
);

describe('sandbox baskets: random buys, card buys, sells, transfers, rebalancing changes and waiting', () => {
  it('never overdraws a customer or a basket, keeps the books balanced, and executes a preview at most once and never after it expired', () => {
    fc.assert(
      fc.property(fc.constantFrom('alex', 'priya', 'lena'), commands, (persona, cmds) => {
        const clock = { now: Date.UTC(2026, 10, 22, 12) };
        const exchange = new SandboxExchange({ clock: () => clock.now, seed: 5 });
        const { account } = signInDirect(exchange, persona);
        const books = exchange.context.ledger.totals();
        fc.modelRun(() => ({ model: { previews: [], executed: new Map() }, real: { exchange, account, clock, books } }), cmds);
      }),
      { numRuns: 80 },
    );
  });
});
