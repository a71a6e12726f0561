import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { HeldCall } from '../../../adapters/fake/fake-calls';
import { CONFIRM_DEBOUNCE_MS } from '../../../domain/trade/quote-confirmation';
import { currencyCode } from '../../../domain/money/currency';
import { type Dec, dec } from '../../../domain/money/decimal';
import { createSellFixture, type SellFixture } from '../../support/sell-fixture';
import { exact } from '../../support/exact-decimal';

/**
 * Model-based test of the Sell tab (SellService over the fake composition root, virtual time):
 * random typing, swaps, quick-selects, coin changes, Sell presses, confirm clicks, cancels, held
 * answers and time. The model keeps the coins held and what the trades took; after every command
 * the invariants are checked against it.
 */
interface Model {
  /** BTC and ETH held, as the model expects them after the trades the fake executed. */
  held: Record<string, Dec>;
  /** Trades counted so far. */
  trades: number;
}

interface Real {
  readonly f: SellFixture;
  readonly held: HeldCall[];
}

type SellCommand = fc.AsyncCommand<Model, Real>;

const START = { BTC: '0.05', ETH: '1.2' } as const;

/** What the runs reached, so the test fails if the sequences stop exercising trades and conversions. */
const seen = { trades: 0, coinTrades: 0, conversions: 0, fiatEntries: 0 };

function checkInvariants(model: Model, { f }: Real): void {
  const s = f.state();
  // Never more than one execution per quote.
  const executed = [...f.fakes.trading.calls.requests('confirmFiatWalletSell'), ...f.fakes.trading.calls.requests('confirmCoinQuotation')].map(([id]) => id);
  expect(new Set(executed).size).toBe(executed.length);
  // The coins held move only by what the executed trades sold and bought, and never below zero.
  for (const { transaction } of f.fakes.trading.trades.slice(model.trades)) {
    const { fromCurrency, toCurrency } = transaction;
    model.held[fromCurrency] = (model.held[fromCurrency] ?? dec('0')).minus(transaction.fromAmount);
    if (toCurrency in model.held) model.held[toCurrency] = (model.held[toCurrency] ?? dec('0')).plus(transaction.toAmount);
  }
  seen.trades += f.fakes.trading.trades.length - model.trades;
  seen.coinTrades += f.fakes.trading.trades.slice(model.trades).filter((t) => t.transaction.toCurrency in model.held).length;
  model.trades = f.fakes.trading.trades.length;
  for (const [symbol, amount] of Object.entries(model.held)) {
    expect(f.fakes.account.coinWallet(symbol)?.available.toFixed()).toBe(amount.toFixed());
    expect(amount.isNegative() && !amount.isZero()).toBe(false);
  }
  // Sell is only possible for an amount within the balance.
  const source = s.form.source;
  if (s.canSell && source?.kind === 'coin') expect(s.form.fromAmount.lessThanOrEqualTo(source.balance)).toBe(true);
  // The converted side never rounds up.
  const rate = s.form.rate;
  if (rate !== undefined && s.form.toAmount.greaterThan(0)) seen.conversions += 1;
  if (s.form.enteredSide === 'to') seen.fiatEntries += 1;
  if (rate !== undefined && source?.kind === 'coin' && s.form.enteredSide === 'from') {
    expect(exact(s.form.toAmount).lessThanOrEqualTo(exact(s.form.fromAmount).times(exact(rate)))).toBe(true);
  }
  if (rate !== undefined && source?.kind === 'coin' && s.form.enteredSide === 'to') {
    expect(exact(s.form.fromAmount).lessThanOrEqualTo(exact(s.form.toAmount).dividedBy(exact(rate)))).toBe(true);
  }
}

const command = (name: string, act: (real: Real) => void | Promise<void>): SellCommand => ({
  check: () => true,
  run: async (model, real) => {
    await act(real);
    await real.f.time.advance(0);
    checkInvariants(model, real);
  },
  toString: () => name,
});

const commands = [
  fc
    .constantFrom('0.01', '0.001', '', '0.05', '0.06', '1', '100', '12.345', '0.000000019')
    .map((text) => command(`type(${text})`, ({ f }) => f.sell.typeAmount(text))),
  fc.constant(command('swap', ({ f }) => f.sell.swapSides())),
  fc.constantFrom('25', '50', '75', '100').map((p) => command(`quick(${p})`, ({ f }) => f.sell.quickSelect(p))),
  fc.constantFrom('BTC', 'ETH').map((c) => command(`selectCoin(${c})`, ({ f }) => f.sell.selectCoin(currencyCode(c)))),
  fc
    .constantFrom('fiat_wallet:USD', 'crypto_wallet:ETH', 'crypto_wallet:BTC', 'crypto_wallet:USDT')
    .map((id) => command(`selectTarget(${id})`, ({ f }) => f.sell.selectTarget(id))),
  fc.constant(command('pressSell', ({ f }) => f.sell.pressSell())),
  fc.constant(
    command('sell 0.001 BTC for ETH', async ({ f }) => {
      f.sell.selectCoin(currencyCode('BTC'));
      await f.time.advance(0);
      f.sell.selectTarget('crypto_wallet:ETH');
      await f.time.advance(0);
      f.sell.typeAmount('0.001');
      await f.sell.pressSell();
      await f.time.advance(1000);
      f.sell.confirm();
    }),
  ),
  fc.constant(
    command('pressSell, quote, confirm', async ({ f }) => {
      await f.sell.pressSell();
      await f.time.advance(1000);
      f.sell.confirm();
    }),
  ),
  fc.constant(command('confirm', ({ f }) => f.sell.confirm())),
  fc.constant(
    command('confirm after 500 ms', async ({ f }) => {
      await f.time.advance(CONFIRM_DEBOUNCE_MS);
      f.sell.confirm();
    }),
  ),
  fc.constant(command('cancel', ({ f }) => f.sell.cancel())),
  fc.constant(command('dismissOutcome', ({ f }) => f.sell.dismissOutcome())),
  fc.constant(command('holdNextConfirm', (real) => void real.held.push(real.f.fakes.trading.calls.holdNext('confirmFiatWalletSell')))),
  fc.constant(command('holdNextQuote', (real) => void real.held.push(real.f.fakes.trading.calls.holdNext('createFiatWalletSellQuotation')))),
  fc.constant(command('releaseHeld', (real) => real.held.splice(0).forEach((h) => h.release()))),
  fc.constantFrom(300, 1000, 5000, 15_000).map((ms) => command(`advance(${ms})`, ({ f }) => f.time.advance(ms))),
];

describe('SellService under random command sequences', () => {
  afterAll(() => {
    expect(seen.trades).toBeGreaterThan(0);
    expect(seen.coinTrades).toBeGreaterThan(0);
    expect(seen.conversions).toBeGreaterThan(0);
    expect(seen.fiatEntries).toBeGreaterThan(0);
  });

  it('never executes a quote twice, never sells more than held, and never rounds the converted side up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: '+1' }), async (cmds) => {
        const f = createSellFixture({ basket: false });
        const real: Real = { f, held: [] };
        const stop = await f.start();
        await f.coinReady();
        f.sell.searchTargets('e');
        await f.time.advance(300);
        try {
          const model: Model = { held: { BTC: dec(START.BTC), ETH: dec(START.ETH) }, trades: 0 };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          real.held.splice(0).forEach((h) => h.release());
          await f.time.advance(1000);
          checkInvariants(model, real);
        } finally {
          stop();
        }
      }),
      { numRuns: 100 },
    );
  });
});
