import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOP_UP_LIMITS } from '../../../adapters/sandbox/exchange/payments/top-up-limits';
import { topUpFee, quoteTopUp } from '../../../domain/deposit/top-up-quote';
import { currencyCode } from '../../../domain/money/currency';
import { dec, ZERO } from '../../../domain/money/decimal';
import { acceptAmountInput } from '../../../domain/money/amount-input';
import { type BatchLine, runBatch } from './cli-harness';

const USD = currencyCode('USD');
const CARD_LIMITS = {
  minTransactionAmount: dec(TOP_UP_LIMITS.credit_card.min),
  maxTransactionAmount: dec(TOP_UP_LIMITS.credit_card.max),
  monthlyMaxAmount: dec(TOP_UP_LIMITS.credit_card.monthlyMax),
  monthlyUsedAmount: ZERO,
};

/** Amounts as typed: whole, with cents, with a third decimal, huge, zero. */
const typedAmount = fc.oneof(
  fc.integer({ min: 0, max: 700_000 }).map((cents) => dec(String(cents)).dividedBy(100).toFixed(2)),
  fc.integer({ min: 0, max: 9_000 }).map(String),
  fc.integer({ min: 1, max: 99_999 }).map((milli) => dec(String(milli)).dividedBy(1000).toFixed(3)),
);

describe('deposit card through batch, against the domain (property)', () => {
  it("random amounts: the CLI accepts and refuses exactly as the domain, and its fee and receivable are the domain's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(typedAmount, { minLength: 1, maxLength: 20 }), async (amounts) => {
        const lines = await runBatch(amounts.map((a) => ['deposit', 'card', '--currency', 'USD', '--amount', a, '--preview']));
        lines.forEach((line, i) => {
          const typed = amounts[i] ?? '';
          const input = acceptAmountInput('', typed, 2);
          if (!input.accepted) {
            expect(line).toMatchObject({ exit_code: 1, result: { error: { code: 'amount_input_refused', params: { reason: input.reason } } } });
            return;
          }
          const quote = quoteTopUp(input.value === '' ? undefined : dec(input.value), USD, 'credit_card', CARD_LIMITS);
          if (!quote.ok) {
            expect(line).toMatchObject({ exit_code: 1, result: { error: { code: quote.error.code } } });
            return;
          }
          expect(line).toEqual({
            exit_code: 0,
            result: {
              preview: expect.objectContaining({
                amount: quote.value.amount.toFixed(),
                fee: quote.value.fee.toFixed(),
                receivable: quote.value.receivable.toFixed(),
                fee_percentage: '3.99',
              }) as unknown,
            },
          });
        });
      }),
      { numRuns: 20 },
    );
  });

  it('random top-ups with random 3-D Secure outcomes: the cash account grows by exactly the receivables of the passed ones', async () => {
    const topUps = fc.array(fc.record({ cents: fc.integer({ min: 2_500, max: 60_000 }), pass: fc.boolean() }), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(topUps, async (runs) => {
        const commands = runs.map(({ cents, pass }) => [
          'deposit',
          'card',
          '--currency',
          'USD',
          '--amount',
          dec(String(cents)).dividedBy(100).toFixed(2),
          '--passcode',
          '147258',
          '--agree-fee',
          '--3ds',
          pass ? 'pass' : 'fail',
        ]);
        const lines = await runBatch([['balances'], ...commands, ['balances']]);
        const balance = (line: BatchLine | undefined) =>
          dec((line?.result.fiat_wallets as { currency: string; amount: string }[]).find((w) => w.currency === 'USD')?.amount ?? 'NaN');
        const expected = runs.reduce(
          (sum, { cents, pass }) => (pass ? sum.plus(topUpFee(dec(String(cents)).dividedBy(100), dec('3.99'), USD).receivable) : sum),
          ZERO,
        );
        runs.forEach(({ pass }, i) => expect(lines[i + 1]?.exit_code).toBe(pass ? 0 : 1));
        expect(balance(lines.at(-1)).minus(balance(lines[0])).equals(expected)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
