import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBasketBuy } from '../../../domain/basket/basket-buy-estimate';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => dec(String(n)).dividedBy(100));
const percent = fc.integer({ min: 0, max: 1000 }).map((n) => dec(String(n)).dividedBy(100));

describe('estimateBasketBuy properties', () => {
  it('fees and the amount invested add up to the amount paid exactly, in whole cents, none negative', () => {
    fc.assert(
      fc.property(cents, percent, fc.option(percent, { nil: undefined }), (amount, basketPct, cardPct) => {
        const usd = currencyCode('USD');
        const estimate = estimateBasketBuy(amount, usd, { type: 'percentage', value: basketPct, currency: usd }, cardPct);
        const total = estimate.fees.reduce((sum, f) => sum.plus(f.amount), estimate.invested);
        const feesFit = estimate.fees.reduce((sum, f) => sum.plus(f.amount), dec('0')).lessThanOrEqualTo(amount);
        // Exact when the fees fit in the amount; otherwise nothing is left to invest.
        if (feesFit) expect(total.eq(amount)).toBe(true);
        else expect(estimate.invested.isZero()).toBe(true);
        for (const line of [...estimate.fees.map((f) => f.amount), estimate.invested]) {
          expect(line.isNegative()).toBe(false);
          expect(line.decimalPlaces()).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});
