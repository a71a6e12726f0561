import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topUpFee } from '../../../domain/deposit/top-up-fees';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { fiatAmount } from '../../arbitraries/deposit';
import { percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { Exact, exact } from '../../support/exact-decimal';

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
