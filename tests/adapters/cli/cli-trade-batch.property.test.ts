import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Dec, dec, ZERO } from '../../../domain/money/decimal';
import { type BatchLine, runBatch } from './cli-harness';

interface Reported {
  readonly transaction: { readonly from_currency: string; readonly from_amount: string; readonly to_currency: string; readonly to_amount: string };
  readonly balance_changes: readonly { readonly currency: string; readonly change: string }[];
}

/** Every wallet's amount, from a `balances` line: cash accounts and coins available. */
function walletsOf(line: BatchLine | undefined): Map<string, Dec> {
  const result = line?.result as { fiat_wallets: { currency: string; amount: string }[]; coin_wallets: { currency: string; available: string }[] };
  return new Map([
    ...result.fiat_wallets.map((w) => [w.currency, dec(w.amount)] as const),
    ...result.coin_wallets.map((w) => [w.currency, dec(w.available)] as const),
  ]);
}

/** What the reported trades say the balances moved by: minus what was paid, plus what was received. */
function movements(trades: readonly Reported[]): Map<string, Dec> {
  const moved = new Map<string, Dec>();
  const add = (currency: string, amount: Dec) => moved.set(currency, (moved.get(currency) ?? ZERO).plus(amount));
  trades.forEach(({ transaction: t }) => {
    add(t.from_currency, dec(t.from_amount).negated());
    add(t.to_currency, dec(t.to_amount));
  });
  return moved;
}

const fixed = (units: number, decimals: number): string => dec(String(units)).dividedBy(dec('10').pow(decimals)).toFixed(decimals);

/** Buys from the cash account (1 to 3,000 USD) and sells of BTC or ETH to cash or to the other coin; some exceed what is held. */
const tradeLine = fc.oneof(
  fc
    .record({ coin: fc.constantFrom('BTC', 'ETH'), cents: fc.integer({ min: 100, max: 300_000 }) })
    .map(({ coin, cents }) => ['buy', '--coin', coin, '--amount', fixed(cents, 2), '--pay', 'fiat_wallet']),
  fc
    .record({ units: fc.integer({ min: 2_000, max: 6_000_000 }), toCash: fc.boolean() })
    .map(({ units, toCash }) => [
      'sell',
      '--coin',
      'BTC',
      '--amount',
      fixed(units, 8),
      ...(toCash ? ['--to', 'cash'] : ['--to', 'crypto', '--receive-coin', 'ETH']),
    ]),
  fc
    .record({ units: fc.integer({ min: 1_000, max: 1_500_000 }), toCash: fc.boolean() })
    .map(({ units, toCash }) => [
      'sell',
      '--coin',
      'ETH',
      '--amount',
      fixed(units, 6),
      ...(toCash ? ['--to', 'cash'] : ['--to', 'crypto', '--receive-coin', 'BTC']),
    ]),
);

describe('buy and sell through batch: balances follow the reported trades exactly (property)', () => {
  it('random sequences: each trade changes exactly what its transaction says, refusals change nothing, and the balances after are the balances before plus the trades', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tradeLine, { minLength: 1, maxLength: 6 }), async (trades) => {
        const lines = await runBatch([['balances'], ...trades, ['balances']]);
        expect(lines).toHaveLength(trades.length + 2);
        const done: Reported[] = [];
        lines.slice(1, -1).forEach((line) => {
          if (line.exit_code !== 0) {
            expect(line.exit_code, JSON.stringify(line)).toBe(1);
            expect(line.result).toHaveProperty('error.code');
            return;
          }
          const reported = line.result as unknown as Reported;
          const expected = movements([reported]);
          expect(new Map(reported.balance_changes.map((c) => [c.currency, c.change]))).toEqual(
            new Map([...expected].map(([currency, amount]) => [currency, amount.toFixed()])),
          );
          done.push(reported);
        });
        const before = walletsOf(lines[0]);
        const after = walletsOf(lines.at(-1));
        const moved = movements(done);
        for (const currency of new Set([...before.keys(), ...after.keys(), ...moved.keys()])) {
          const predicted = (before.get(currency) ?? ZERO).plus(moved.get(currency) ?? ZERO);
          expect(`${currency} ${(after.get(currency) ?? ZERO).toFixed()}`).toBe(`${currency} ${predicted.toFixed()}`);
        }
      }),
      { numRuns: 12 },
    );
  });
});
