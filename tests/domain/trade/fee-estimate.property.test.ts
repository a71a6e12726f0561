import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { estimateFees } from '../../../domain/trade/fee-estimate';
import { WAIVED_REASONS } from '../../../domain/trade/trading-fee';
import { decimalAmount, percentage } from '../../arbitraries/money';
import { RUNS } from '../../arbitraries/runs';
import { exact, unitOf } from '../../support/exact-decimal';

const USD = currencyCode('USD');
const paid = decimalAmount({ maxIntegerDigits: 8, maxDecimals: 2 });
const percent = percentage(2).filter((p) => p.lessThan(50));

describe('fee estimate invariants', () => {
  it('each fee is its percentage of the payment rounded up to a cent (never below, less than a cent above)', () => {
    fc.assert(
      fc.property(paid, percent, percent, (amount, trading, processing) => {
        const fees = estimateFees(amount, USD, 2, { tradingPercent: trading, processingPercent: processing }, undefined);
        for (const [fee, p] of [
          [fees.trading.originalAmount, trading],
          [fees.processing?.originalAmount, processing],
        ] as const) {
          if (fee === undefined) continue;
          const due = exact(amount).times(exact(p)).dividedBy(100);
          expect(exact(fee).greaterThanOrEqualTo(due) || exact(fee).eq(exact(amount))).toBe(true);
          expect(exact(fee).minus(due).lessThan(unitOf(2))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('with a waiver nothing of the trading fee is charged and all of it is waived', () => {
    fc.assert(
      fc.property(paid, percent, fc.constantFrom(...WAIVED_REASONS), (amount, trading, reason) => {
        const { trading: line } = estimateFees(amount, USD, 2, { tradingPercent: trading, processingPercent: trading.times(0) }, reason);
        expect(line.actualAmount.isZero()).toBe(true);
        expect(line.waivedAmount.eq(line.originalAmount)).toBe(true);
      }),
      RUNS,
    );
  });
});
