import fc from 'fast-check';
import { map, pairwise } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { HeldCall } from '../../../adapters/fake/fake-calls';
import { REBALANCING_INTERVALS } from '../../../domain/basket/rebalancing-interval';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { type BasketBuyFixture, createBasketBuyFixture } from '../../support/basket-buy-fixture';
import { settledCommands } from '../../support/settled-command';

interface Model {
  /** Confirm presses made while the terms were ticked on an open confirmation. */
  gatedPresses: number;
}

interface Real {
  readonly f: BasketBuyFixture;
  readonly held: HeldCall[];
  /** Times the confirmation opened (a card-scheme buy opens after its device check, later). */
  readonly opened: () => number;
}

/** Invariants after every command: one execution per preview, never more than openings or gated presses, never without the terms. */
const executions = (f: BasketBuyFixture) => [
  ...f.fakes.baskets.calls.requests('confirmBuy').map(([previewId]) => previewId),
  ...f.fakes.baskets.calls.requests('startThirdPartyBuy').map(([previewId]) => previewId),
];

/** The open payment frame's purchase. */
const framePurchase = (f: BasketBuyFixture): string | undefined => {
  const frame = f.services.paymentFrames.state.getSnapshot();
  if (frame.phase !== 'open') return undefined;
  return /purchase-\d+/.exec(frame.content.kind === 'url' ? frame.content.url : frame.content.html)?.[0];
};

function checkInvariants(model: Model, { f, opened }: Real): void {
  const executed = executions(f);
  expect(new Set(executed).size).toBe(executed.length);
  expect(executed.length).toBeLessThanOrEqual(opened());
  expect(executed.length).toBeLessThanOrEqual(model.gatedPresses);
  expect(f.fakes.baskets.book.cash.isNegative()).toBe(false);
  const s = f.state();
  if (s.confirm.phase === 'open' && s.confirm.submitting) expect(s.termsAccepted).toBe(true);
  if (framePurchase(f) !== undefined) expect(s.confirm).toMatchObject({ phase: 'open', submitting: true });
  expect(s.canConfirm).toBe(s.confirm.phase === 'open' && s.confirm.quote !== undefined && s.termsAccepted && !s.confirm.submitting);
}

const command = settledCommands<Model, Real>(checkInvariants);

const pressConfirm = (model: Model, f: BasketBuyFixture) => {
  const s = f.state();
  if (s.confirm.phase === 'open' && s.termsAccepted) model.gatedPresses += 1;
  f.basketBuy.confirm();
};

const commands = [
  fc.constantFrom('100', '', '0', '10.49', '50', '1000.01').map((text) => command(`typeAmount(${text})`, (_, { f }) => f.basketBuy.typeAmount(text))),
  fc.constantFrom(...REBALANCING_INTERVALS).map((interval) => command(`interval(${interval})`, (_, { f }) => f.basketBuy.selectInterval(interval))),
  fc.constant(command('pressBuy', (_, { f }) => f.basketBuy.pressBuy())),
  fc.boolean().map((ticked) => command(`acceptTerms(${String(ticked)})`, (_, { f }) => f.basketBuy.acceptTerms(ticked))),
  fc.constant(command('confirm', (model, { f }) => pressConfirm(model, f))),
  fc.constant(
    command('confirm after 500 ms', async (model, { f }) => {
      await f.time.advance(CONFIRM_DEBOUNCE_MS);
      pressConfirm(model, f);
    }),
  ),
  fc.constant(command('cancel', (_, { f }) => f.basketBuy.cancel())),
  fc.constantFrom('fiat_wallet:USD', 'card_1', 'apple_pay', 'google_pay').map((id) => command(`pay(${id})`, (_, { f }) => f.basketBuy.selectPayment(id))),
  fc.boolean().map((succeeded) =>
    command(`page(${succeeded ? 'success' : 'failed'})`, (_, { f }) => {
      const purchase = framePurchase(f);
      if (purchase === undefined) return;
      f.fakes.baskets.completePurchase(purchase, succeeded);
      f.fakes.paymentFrame.post({ source: 'TradingCryptoPurchase', status: succeeded ? 'success' : 'failed', transaction_id: purchase });
    }),
  ),
  fc.constant(command('closeFrame', (_, { f }) => f.services.paymentFrames.close())),
  fc.constant(command('dismissOutcome', (_, { f }) => f.basketBuy.dismissOutcome())),
  fc.constant(command('holdNextConfirm', (_, real) => void real.held.push(real.f.fakes.baskets.calls.holdNext('confirmBuy')))),
  fc.constant(command('holdNextPreview', (_, real) => void real.held.push(real.f.fakes.baskets.calls.holdNext('previewBuy')))),
  fc.constant(command('releaseHeld', (_, real) => real.held.splice(0).forEach((h) => h.release()))),
  fc.constantFrom(100, 500, 1000, 15_000).map((ms) => command(`advance(${ms})`, (_, { f }) => f.time.advance(ms))),
];

describe('BasketBuyService under random command sequences', () => {
  it('executes a preview at most once (cash, card, Apple Pay, Google Pay), never without the terms ticked, never more than it opened', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 50, size: '+1' }), async (cmds) => {
        const f = await createBasketBuyFixture();
        let opens = 0;
        const counting = f.basketBuy.state.state$
          .pipe(
            map((s) => s.confirm.phase),
            pairwise(),
          )
          .subscribe(([before, after]) => {
            if (before === 'closed' && after === 'open') opens += 1;
          });
        const real: Real = { f, held: [], opened: () => opens };
        await f.ready('100');
        try {
          await fc.asyncModelRun(() => ({ model: { gatedPresses: 0 }, real }), cmds);
          real.held.splice(0).forEach((h) => h.release());
          await f.time.advance(1000);
          const executed = executions(f);
          expect(new Set(executed).size).toBe(executed.length);
          expect(f.completed.length).toBeLessThanOrEqual(executed.length);
        } finally {
          counting.unsubscribe();
          f.stop();
        }
      }),
      { numRuns: 100 },
    );
  });
});
