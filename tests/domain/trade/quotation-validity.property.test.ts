import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { isQuotationExpired, type Quotation, quotationSecondsLeft } from '../../../domain/trade/quotation';
import { RUNS } from '../../arbitraries/runs';

const quotation = (expiresAt: number): Quotation => ({
  id: 'q-1',
  side: 'sell',
  fromCurrency: currencyCode('BTC'),
  toCurrency: currencyCode('USD'),
  fromAmount: dec('0.01'),
  toAmount: dec('500'),
  rate: dec('50000'),
  fees: [],
  totalAmount: dec('500'),
  expiresAt,
});

const EXPIRES = Date.UTC(2026, 10, 22, 12, 0, 15);

describe('quotation validity invariants', () => {
  it('is 0 exactly when the quotation is expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        const q = quotation(EXPIRES);
        expect(quotationSecondsLeft(q, EXPIRES + offset) === 0).toBe(isQuotationExpired(q, EXPIRES + offset));
      }),
      RUNS,
    );
  });

  it('never increases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.nat({ max: 100_000 }), (offset, later) => {
        const q = quotation(EXPIRES);
        expect(quotationSecondsLeft(q, EXPIRES + offset + later)).toBeLessThanOrEqual(quotationSecondsLeft(q, EXPIRES + offset));
      }),
      RUNS,
    );
  });
});
