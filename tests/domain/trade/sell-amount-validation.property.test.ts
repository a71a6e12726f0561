import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { validateSellAmount } from '../../../domain/trade/sell-amount-validation';
import { amountWithDecimals } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';

const BTC = currencyCode('BTC');
const USD = currencyCode('USD');

describe('coin sell amount validation, properties', () => {
  it('insufficient balance exactly when more coins are sold than held (no lot, no limits)', () => {
    fc.assert(
      fc.property(amountWithDecimals(8, 4), amountWithDecimals(8, 4), amountWithDecimals(2, 7), (balance, sold, proceeds) => {
        const result = validateSellAmount({
          source: { currency: BTC, balance, lotSize: undefined },
          target: { currency: USD, isFiat: true },
          fromAmount: sold,
          toAmount: proceeds,
          limits: undefined,
        });
        expect(!result.ok && result.error.code === 'button_insufficient_balance').toBe(sold.greaterThan(balance));
        if (result.ok) expect(result.value.equals(sold)).toBe(true);
      }),
      RUNS,
    );
  });

  it('an amount within the balance passes exactly when its proceeds are within the limits', () => {
    fc.assert(
      fc.property(amountWithDecimals(8, 2), amountWithDecimals(2, 6), amountWithDecimals(2, 4), amountWithDecimals(2, 6), (sold, proceeds, min, max) => {
        const result = validateSellAmount({
          source: { currency: BTC, balance: sold, lotSize: undefined },
          target: { currency: USD, isFiat: true },
          fromAmount: sold,
          toAmount: proceeds,
          limits: { min, max },
        });
        const zero = sold.isZero() && proceeds.isZero();
        expect(result.ok).toBe(zero || (!proceeds.lessThan(min) && !proceeds.greaterThan(max)));
      }),
      RUNS,
    );
  });
});
