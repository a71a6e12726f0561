import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTopUpAmount } from '../../../domain/deposit/top-up-amount-validation';
import { DEFAULT_TOP_UP_FEE_PERCENT, topUpFee } from '../../../domain/deposit/top-up-fees';
import { quoteTopUp } from '../../../domain/deposit/top-up-quote';
import type { TopUpMethod } from '../../../domain/deposit/top-up-method';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { RUNS } from '../../arbitraries/runs';

const USD = currencyCode('USD');
const methods: TopUpMethod[] = ['credit_card', 'debit_card', 'apple_pay', 'google_pay', 'paypal'];
const cents = fc.integer({ min: 0, max: 1_000_000 }).map((c) => dec(String(c)).dividedBy(100));
const limits = { minTransactionAmount: dec('25'), maxTransactionAmount: dec('5000'), monthlyMaxAmount: dec('20000'), monthlyUsedAmount: dec('19000') };

describe('top-up quote (spec 001 §5, §9)', () => {
  it('refuses exactly what the amount rule refuses; otherwise fee + receivable = amount, the fee at the configured or default percentage', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...methods), fc.option(fc.constantFrom('0', '2.5', '3.99')), (amount, method, configured) => {
        const percents = configured === null ? {} : { [method]: dec(configured) };
        const quote = quoteTopUp(amount, USD, method, limits, percents);
        const validated = validateTopUpAmount(amount, limits, USD);
        expect(quote.ok).toBe(validated.ok);
        if (!quote.ok) {
          expect(quote.error).toEqual(validated.ok ? undefined : validated.error);
          return;
        }
        const percent = configured === null ? DEFAULT_TOP_UP_FEE_PERCENT[method] : dec(configured);
        expect(quote.value).toEqual({ amount, currency: USD, method, ...topUpFee(amount, percent, USD) });
        expect(quote.value.fee.plus(quote.value.receivable).equals(amount)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the minimum is 100 when the limits are unknown', () => {
    expect(quoteTopUp(dec('99.99'), USD, 'credit_card', undefined)).toMatchObject({ ok: false, error: { code: 'top_up_below_minimum' } });
    expect(quoteTopUp(dec('100'), USD, 'credit_card', undefined)).toMatchObject({ ok: true, value: { fee: dec('3.99'), receivable: dec('96.01') } });
  });
});
