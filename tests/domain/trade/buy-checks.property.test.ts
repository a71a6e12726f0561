import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type BuyCheckInput, canPressBuy, checkBuy } from '../../../domain/trade/buy-checks';
import { decimalAmount } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { payMethod } from '../../arbitraries/trade';

const USD = currencyCode('USD');
const amount = decimalAmount({ maxIntegerDigits: 6, maxDecimals: 2 });
const optional = fc.option(amount, { nil: undefined });
const input: fc.Arbitrary<BuyCheckInput> = fc.record({
  entry: fc.constantFrom('source' as const, 'target' as const),
  entered: amount,
  sourceAmount: optional,
  sourceCurrency: fc.constant(USD),
  targetCurrency: fc.constant(currencyCode('BTC')),
  method: fc.option(payMethod, { nil: undefined }),
  wallet: fc.option(fc.record({ available: amount, transactable: optional }), { nil: undefined }),
  threshold: fc.option(fc.record({ min: optional, max: optional }), { nil: undefined }),
  lotSize: fc.option(fc.constantFrom('0.01', '1', '10', '100').map(dec), { nil: undefined }),
  weeklyLimits: fc.record({
    creditCard: fc.option(fc.record({ currentAmount: amount, limitAmount: amount, currency: fc.constant(USD) }), { nil: undefined }),
    applePay: fc.option(fc.record({ currentAmount: amount, limitAmount: amount, currency: fc.constant(USD) }), { nil: undefined }),
  }),
});

describe('checkBuy invariants', () => {
  it('an amount the check lets through fits the transactable amount, the wallet and the thresholds', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (checkBuy(i) !== undefined || i.entered.isZero() || i.sourceAmount === undefined) return;
        const paid = i.sourceAmount;
        if (i.wallet !== undefined) {
          expect(paid.lessThanOrEqualTo(i.wallet.available)).toBe(true);
          if (i.wallet.transactable !== undefined) expect(paid.lessThanOrEqualTo(i.wallet.transactable)).toBe(true);
        }
        if (i.threshold?.min !== undefined) expect(paid.greaterThanOrEqualTo(i.threshold.min)).toBe(true);
        if (i.threshold?.max !== undefined) expect(paid.lessThanOrEqualTo(i.threshold.max)).toBe(true);
      }),
      RUNS,
    );
  });

  it('Buy is never enabled while the check reports an error', () => {
    fc.assert(
      fc.property(input, fc.boolean(), fc.boolean(), (i, hasCoin, hasPayment) => {
        const error = checkBuy(i);
        if (error !== undefined) expect(canPressBuy({ hasCoin, hasPayment, entered: i.entered, error, rateMissing: false })).toBe(false);
      }),
      RUNS,
    );
  });
});
