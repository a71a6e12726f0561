import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, ZERO } from '../../../domain/money/decimal';
import { type BatchLine, runBatch } from './cli-harness';

const usd = (line: BatchLine | undefined): string =>
  (line?.result as { fiat_wallets: { currency: string; amount: string }[] }).fiat_wallets.find((w) => w.currency === 'USD')?.amount ?? '';

/** Basket buys from the cash account, 1 to 6,000 USD (some below the minimum, some above what is left), with or without the terms. */
const basketBuy = fc
  .record({
    basket: fc.constantFrom('bsk_layer_1', 'bsk_cronos', 'bsk_balanced_four', 'bsk_legacy'),
    cents: fc.integer({ min: 100, max: 600_000 }),
    terms: fc.boolean(),
  })
  .map(({ basket, cents, terms }) => [
    'basket',
    'buy',
    '--basket',
    basket,
    '--amount',
    dec(String(cents)).dividedBy(100).toFixed(2),
    '--pay',
    'fiat_wallet',
    ...(terms ? ['--accept-terms'] : []),
  ]);

describe('basket buys through batch: the cash account follows the reported purchases exactly (property)', () => {
  it("each purchase takes exactly its transaction's amount and reports that change; refusals take nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(basketBuy, { minLength: 1, maxLength: 5 }), async (random) => {
        const buys = [['basket', 'buy', '--basket', 'bsk_defi', '--amount', '100', '--pay', 'fiat_wallet', '--accept-terms'], ...random];
        const lines = await runBatch([['balances'], ...buys, ['balances']]);
        expect(lines).toHaveLength(buys.length + 2);
        let spent = ZERO;
        lines.slice(1, -1).forEach((line, i) => {
          const argv = buys[i] ?? [];
          if (line.exit_code !== 0) {
            expect(line.exit_code).toBe(1);
            expect((line.result as { error: { code: string } }).error.code).toMatch(
              /^(basket_below_minimum|button_insufficient_balance|basket_terms_not_accepted|basket_delisted)$/,
            );
            return;
          }
          expect(argv).toContain('--accept-terms');
          const { transaction, balance_changes: changes } = line.result as {
            transaction: { from_amount: string };
            balance_changes: { currency: string; change: string }[];
          };
          expect(changes).toEqual([expect.objectContaining({ currency: 'USD', change: dec(transaction.from_amount).negated().toFixed() })]);
          spent = spent.plus(transaction.from_amount);
        });
        expect(lines[1]?.exit_code).toBe(0);
        expect(dec(usd(lines.at(-1))).toFixed()).toBe(dec(usd(lines[0])).minus(spent).toFixed());
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
