import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { quickSellAmount } from '../../../domain/trade/quick-amounts';
import { amountWithDecimals, percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact } from '../../support/exact-decimal';

const lots = fc.option(fc.constantFrom('0.001', '0.5', '1', '10', '100').map(dec), { nil: undefined });

describe('coin sell quick-select, properties', () => {
  it('never more than the share of the balance asked for, never negative, a whole number of lots, and within one step of it', () => {
    fc.assert(
      fc.property(amountWithDecimals(8, 6), percentage(2), fc.integer({ min: 0, max: 8 }), lots, (balance, share, maxFraction, lotSize) => {
        const amount = quickSellAmount(balance, share, lotSize === undefined ? { maxFraction } : { maxFraction, lotSize });
        const wanted = exact(balance).times(exact(share)).dividedBy(100);
        expect(amount.isNegative() && !amount.isZero()).toBe(false);
        expect(exact(amount).lessThanOrEqualTo(wanted)).toBe(true);
        expect(amount.lessThanOrEqualTo(balance)).toBe(true);
        const step = lotSize === undefined ? exact('1').dividedBy(exact('10').pow(maxFraction)) : exact(lotSize);
        expect(wanted.minus(exact(amount)).lessThan(step)).toBe(true);
        if (lotSize !== undefined) expect(exact(amount).mod(exact(lotSize)).isZero()).toBe(true);
      }),
      RUNS,
    );
  });
});
