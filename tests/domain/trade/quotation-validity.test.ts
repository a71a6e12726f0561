import { describe, expect, it } from 'vitest';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';
import { type Quotation, quotationSecondsLeft } from '../../../domain/trade/quotation';

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

describe('quotation validity (spec 000 §4)', () => {
  it('counts whole seconds left, a started second counting as a whole one', () => {
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 15_000)).toBe(15);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 14_200)).toBe(15);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES - 1)).toBe(1);
  });

  it('is 0 at and after expiry, never negative', () => {
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES)).toBe(0);
    expect(quotationSecondsLeft(quotation(EXPIRES), EXPIRES + 60_000)).toBe(0);
  });
});
