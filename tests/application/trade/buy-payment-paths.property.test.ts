import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { createBuyFixture, type BuyFixture } from '../../support/buy-fixture';

/** What the model counts: confirmations opened, seen through the state's transitions. */
interface Model {
  opens: number;
}

interface Real {
  readonly f: BuyFixture;
  readonly opened: () => number;
}

type PathCommand = fc.AsyncCommand<Model, Real>;

const frameOpen = (f: BuyFixture): boolean => f.services.paymentFrames.state.getSnapshot().phase === 'open';

/** The purchase the open frame belongs to (its page's address ends with the purchase id). */
const framePurchase = (f: BuyFixture): string | undefined => {
  const frame = f.services.paymentFrames.state.getSnapshot();
  return frame.phase === 'open' && frame.content.kind === 'url' ? frame.content.url.split('/').at(-1) : undefined;
};

function checkInvariants(model: Model, { f, opened }: Real): void {
  model.opens = opened();
  const executions = [
    ...f.trading.calls.requests('confirmQuotation').map(([id]) => id),
    ...f.trading.calls.requests('confirmCoinQuotation').map(([id]) => id),
    ...f.trading.calls.requests('startPurchase').map(([request]) => (request as { quotationId: string }).quotationId),
  ];
  expect(new Set(executions).size).toBe(executions.length);
  expect(f.trading.trades.length).toBeLessThanOrEqual(executions.length);
  expect(executions.length).toBeLessThanOrEqual(model.opens);
  expect(f.account.fiatWallet('USD')?.amount.isNegative()).toBe(false);
  expect(f.account.coinWallet('ETH')?.available.isNegative()).toBe(false);
  if (frameOpen(f)) expect(f.state().confirm).toMatchObject({ phase: 'open', submitting: true });
}

const command = (name: string, act: (f: BuyFixture) => void | Promise<void>): PathCommand => ({
  check: () => true,
  run: async (model, real) => {
    await act(real.f);
    await real.f.time.advance(0);
    checkInvariants(model, real);
  },
  toString: () => name,
});

const choose = (tab: 'cash' | 'crypto', id: string) =>
  command(`choose(${id})`, (f) => {
    f.buy.selectTab(tab);
    f.buy.selectPayment(id);
  });

const playFrame = (status: 'success' | 'failed') =>
  command(`frame ${status}`, (f) => {
    const purchase = framePurchase(f);
    if (purchase === undefined) return;
    f.trading.completePurchase(purchase, status === 'success' ? 'succeeded' : 'failed');
    f.fakes.paymentFrame.post({ source: 'TradingCryptoPurchase', status, transaction_id: purchase });
  });

const commands = [
  fc.constantFrom(
    choose('cash', 'fiat_wallet:USD'),
    choose('cash', 'card-4242'),
    choose('cash', 'apple_pay'),
    choose('cash', 'google_pay'),
    choose('crypto', 'crypto_wallet:ETH'),
  ),
  fc.constantFrom('20', '0.1', '', '2000').map((text) => command(`typeAmount(${text})`, (f) => f.buy.typeAmount(text))),
  fc.constant(command('toggleEntry', (f) => f.buy.toggleEntry())),
  fc.constant(command('pressBuy', (f) => f.buy.pressBuy())),
  fc.constant(command('confirm', (f) => f.buy.confirm())),
  fc.constant(
    command('confirm after 500 ms', async (f) => {
      await f.time.advance(CONFIRM_DEBOUNCE_MS);
      f.buy.confirm();
    }),
  ),
  fc.constant(command('cancel', (f) => f.buy.cancel())),
  fc.constant(playFrame('success')),
  fc.constant(playFrame('failed')),
  fc.constant(command('close frame', (f) => f.services.paymentFrames.close())),
  fc.constantFrom('pay' as const, 'cancel' as const).map((choice) =>
    command(`wallet sheets ${choice}`, (f) => {
      f.fakes.applePay.choice = choice;
      f.fakes.googlePay.choice = choice;
    }),
  ),
  fc.constant(command('dismiss outcome', (f) => f.buy.dismissOutcome())),
  fc.constantFrom(100, 500, 1000, 15_000).map((ms) => command(`advance(${ms})`, (f) => f.time.advance(ms))),
];

describe('BuyService across every payment path under random command sequences', () => {
  it('executes each quote at most once, never more than one per confirmation opened, and never overdraws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 50, size: '+1' }), async (cmds) => {
        const f = createBuyFixture();
        f.setCards({ id: 'card-4242' });
        f.account.setCoinWallet('ETH', '1');
        let opens = 0;
        let wasOpen = false;
        const watching = f.buy.state.state$.subscribe((s) => {
          if (s.confirm.phase === 'open' && !wasOpen) opens += 1;
          wasOpen = s.confirm.phase === 'open';
        });
        const stop = await f.start();
        try {
          await fc.asyncModelRun(() => ({ model: { opens: 0 }, real: { f, opened: () => opens } }), cmds);
        } finally {
          stop();
          watching.unsubscribe();
        }
      }),
      { numRuns: 150 },
    );
  });
});
