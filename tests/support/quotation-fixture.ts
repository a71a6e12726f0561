import { currencyCode } from '../../domain/money/currency';
import { dec } from '../../domain/money/decimal';
import type { Quotation } from '../../domain/trade/quotation';

/** A sell quotation of 0.01 BTC for 500 USD that expires at `expiresAt`. */
export const sellQuotation = (expiresAt: number): Quotation => ({
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

/** When the fixtures' quotations expire. */
export const QUOTE_EXPIRES = Date.UTC(2026, 10, 22, 12, 0, 15);
