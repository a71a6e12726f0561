import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topUpFee, DEFAULT_TOP_UP_FEE_PERCENT, quoteTopUp } from '../../../domain/deposit/top-up-quote';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { fiatAmount } from '../../arbitraries/deposit';
import { percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { Exact, exact } from '../../support/exact-decimal';
import { validateTopUpAmount } from '../../../domain/deposit/top-up-limits';
import type { TopUpMethod } from '../../../domain/deposit/top-up-method';

const USD = currencyCode('USD');

describe('top-up fees, properties', () => {
  it('the split is exact: receivable + fee equals the amount', () => {
    fc.assert(
      fc.property(fiatAmount(), percentage(2), (amount, pct) => {
        const { fee, receivable } = topUpFee(amount, pct, USD);
        expect(exact(receivable).plus(exact(fee)).equals(exact(amount))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the fee is the exact fee rounded up to cents: at least it, less than a cent above it, never more than the amount', () => {
    fc.assert(
      fc.property(fiatAmount(), percentage(2), (amount, pct) => {
        const { fee } = topUpFee(amount, pct, USD);
        const raw = exact(amount).times(exact(pct)).dividedBy(100);
        expect(fee.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(exact(fee).lessThanOrEqualTo(exact(amount))).toBe(true);
        if (exact(fee).lessThan(exact(amount))) {
          expect(exact(fee).greaterThanOrEqualTo(raw)).toBe(true);
          expect(exact(fee).minus(raw).lessThan(new Exact('0.01'))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a higher percentage never gives a lower fee', () => {
    fc.assert(
      fc.property(fiatAmount(), percentage(2), percentage(2), (amount, a, b) => {
        const [lo, hi] = a.lessThan(b) ? [a, b] : [b, a];
        expect(topUpFee(amount, lo, USD).fee.lessThanOrEqualTo(topUpFee(amount, hi, USD).fee)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a 0-decimal fiat rounds the fee up to whole units', () => {
    expect(topUpFee(dec('1000'), dec('1.49'), currencyCode('JPY')).fee.toFixed()).toBe('15');
  });
});

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
