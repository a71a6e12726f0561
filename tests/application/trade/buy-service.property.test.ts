import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HeldCall } from '../../../adapters/fake/fake-calls';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { createBuyFixture, type BuyFixture } from '../../support/buy-fixture';
import { settledCommands } from '../../support/settled-command';

interface Model {
  /** Confirm presses that a leading 500 ms throttle lets through. */
  countedPresses: number;
  lastCounted: number | undefined;
  /** Times Buy actually opened the confirmation. */
  opens: number;
}

interface Real {
  readonly f: BuyFixture;
  readonly held: HeldCall[];
}

/** Invariants that hold after every command. */
function checkInvariants(model: Model, { f }: Real): void {
  const trades = f.trading.trades.length;
  expect(trades).toBeLessThanOrEqual(model.countedPresses);
  expect(trades).toBeLessThanOrEqual(model.opens);
  const confirmed = f.trading.calls.requests('confirmQuotation').map(([quoteId]) => quoteId);
  expect(new Set(confirmed).size).toBe(confirmed.length);
  const confirm = f.state().confirm;
  if (confirm.phase === 'open' && confirm.countdown.status === 'running') {
    expect(confirm.quote?.id).toBe([...f.trading.quotes.keys()].at(-1));
  }
}

/** A confirm press; the model counts it when a leading 500 ms throttle would let it through. */
function pressConfirm(model: Model, f: BuyFixture): void {
  const now = f.time.now();
  if (model.lastCounted === undefined || now - model.lastCounted >= CONFIRM_DEBOUNCE_MS) {
    model.countedPresses += 1;
    model.lastCounted = now;
  }
  f.buy.confirm();
}

const command = settledCommands<Model, Real>(checkInvariants);

const commands = [
  fc.constantFrom('100', '100', '', '5', '999.99', '1000.01', '12.345').map((text) => command(`typeAmount(${text})`, (_, { f }) => f.buy.typeAmount(text))),
  fc.constant(command('selectPayment', (_, { f }) => f.buy.selectPayment('fiat_wallet:USD'))),
  fc.constant(
    command('pressBuy', (model, { f }) => {
      const before = f.state().confirm.phase;
      f.buy.pressBuy();
      if (before === 'closed' && f.state().confirm.phase === 'open') model.opens += 1;
    }),
  ),
  fc.constant(command('confirm', (model, { f }) => pressConfirm(model, f))),
  fc.constant(
    command('confirm after 500 ms', async (model, { f }) => {
      await f.time.advance(CONFIRM_DEBOUNCE_MS);
      pressConfirm(model, f);
    }),
  ),
  fc.constant(command('cancel', (_, { f }) => f.buy.cancel())),
  fc.constant(command('becameVisible', (_, { f }) => f.buy.becameVisible())),
  fc.constant(command('holdNextConfirm', (_, real) => void real.held.push(real.f.trading.calls.holdNext('confirmQuotation')))),
  fc.constant(command('holdNextQuote', (_, real) => void real.held.push(real.f.trading.calls.holdNext('createFiatWalletBuyQuotation')))),
  fc.constant(command('releaseHeld', (_, real) => real.held.splice(0).forEach((h) => h.release()))),
  fc.constant(
    command('releaseHeldNewestFirst', (_, real) =>
      real.held
        .splice(0)
        .reverse()
        .forEach((h) => h.release()),
    ),
  ),
  fc.constantFrom(100, 499, 500, 1000, 5000, 15_000).map((ms) => command(`advance(${ms})`, (_, { f }) => f.time.advance(ms))),
];

describe('BuyService under random command sequences', () => {
  it('never trades more often than throttled confirm presses or openings, and never twice for one quote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: '+1' }), async (cmds) => {
        const f = createBuyFixture();
        const real: Real = { f, held: [] };
        const stop = await f.ready('100');
        try {
          await fc.asyncModelRun(() => ({ model: { countedPresses: 0, lastCounted: undefined, opens: 0 }, real }), cmds);
          real.held.splice(0).forEach((h) => h.release());
          await f.time.advance(1000);
          const confirmed = f.trading.calls.requests('confirmQuotation').map(([quoteId]) => quoteId);
          expect(new Set(confirmed).size).toBe(confirmed.length);
          expect(f.account.fiatWallet('USD')?.amount.isNegative()).toBe(false);
        } finally {
          stop();
        }
      }),
      { numRuns: 200 },
    );
  });
});
