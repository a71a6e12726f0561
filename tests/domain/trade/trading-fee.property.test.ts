import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rounding } from '../../../domain/money/decimal';
import { fiatFeeShown, tradingFeeDisplay } from '../../../domain/trade/trading-fee';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { tradingFee } from '../../arbitraries/trade';
import { exact } from '../../support/exact-decimal';

describe('trading fee display invariants', () => {
  it('the variant follows the rule: struck-through first, then the waived reason, else charged', () => {
    fc.assert(
      fc.property(tradingFee, (fee) => {
        const shown = tradingFeeDisplay(fee);
        let expected = 'charged';
        if (fee.waivedReason === 'subscription' && fee.actualAmount.isZero()) expected = 'free_struck_through';
        else if (fee.waived && fee.waivedReason === '30_days_promotion') expected = 'waived_promotion';
        else if (fee.waived && fee.waivedReason === 'subscription') expected = 'free_for_subscribers';
        else if (fee.waived && fee.waivedReason === 'prime_waived') expected = 'waived_prime';
        expect(shown.kind).toBe(expected);
        expect(shown.currency).toBe(fee.currency);
      }),
      RUNS,
    );
  });

  it('a fiat fee shown is at most 2 decimals, never more than the fee and less than a cent below it', () => {
    fc.assert(
      fc.property(decimalAmount({ maxIntegerDigits: 8, maxDecimals: 10 }), (amount) => {
        const shown = fiatFeeShown(amount);
        expect(shown.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(exact(shown).lessThanOrEqualTo(exact(amount))).toBe(true);
        expect(exact(amount).minus(exact(shown)).lessThan('0.01')).toBe(true);
        expect(shown.equals(amount.toDecimalPlaces(2, Rounding.down))).toBe(true);
      }),
      RUNS,
    );
  });
});
