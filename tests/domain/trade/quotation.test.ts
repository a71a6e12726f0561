import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { isQuotationExpired, type Quotation } from '../../../domain/trade/quotation';
import { RUNS } from '../../arbitraries/runs';

const quotation = (expiresAt: number): Quotation => ({
  id: 'q-1',
  side: 'buy',
  fromCurrency: currencyCode('USD'),
  toCurrency: currencyCode('BTC'),
  fromAmount: dec('96.01'),
  toAmount: dec('0.00192020'),
  rate: dec('50000'),
  fees: [],
  totalAmount: dec('100'),
  expiresAt,
});

const EXPIRES = Date.UTC(2026, 10, 22, 12, 0, 15);

describe('isQuotationExpired', () => {
  it('is not expired before expiresAt', () => {
    expect(isQuotationExpired(quotation(EXPIRES), EXPIRES - 1)).toBe(false);
  });

  it('is expired exactly at expiresAt', () => {
    expect(isQuotationExpired(quotation(EXPIRES), EXPIRES)).toBe(true);
  });

  it('is expired after expiresAt', () => {
    expect(isQuotationExpired(quotation(EXPIRES), EXPIRES + 15_000)).toBe(true);
  });

  it('is expired iff now >= expiresAt, and once expired stays expired', () => {
    const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
    fc.assert(
      fc.property(time, time, fc.nat({ max: 86_400_000 }), (expiresAt, now, later) => {
        const q = quotation(expiresAt);
        expect(isQuotationExpired(q, now)).toBe(now >= expiresAt);
        if (isQuotationExpired(q, now)) expect(isQuotationExpired(q, now + later)).toBe(true);
      }),
      RUNS,
    );
  });
});
