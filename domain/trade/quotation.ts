import type { CurrencyCode } from '../money/currency';
import type { Dec } from '../money/decimal';

export type TradeSide = 'buy' | 'sell';

/** A fee line of a quotation (spec 000 §3, trading fee / card processing fee). */
export interface QuoteFee {
  readonly type: 'trading_fee' | 'card_processing_fee';
  readonly originalAmount: Dec;
  readonly actualAmount: Dec;
  readonly waivedAmount: Dec;
  readonly currency: CurrencyCode;
  readonly waived: boolean;
}

/** A live price offer the customer confirms against; it expires at `expiresAt` (epoch ms). */
export interface Quotation {
  readonly id: string;
  readonly side: TradeSide;
  readonly fromCurrency: CurrencyCode;
  readonly toCurrency: CurrencyCode;
  /** What is traded after fees, in the source currency. */
  readonly fromAmount: Dec;
  readonly toAmount: Dec;
  /** Price of one coin in the fiat currency. */
  readonly rate: Dec;
  readonly fees: readonly QuoteFee[];
  /** What the customer pays in total (from amount plus fees). */
  readonly totalAmount: Dec;
  readonly expiresAt: number;
}

export const isQuotationExpired = (quotation: Pick<Quotation, 'expiresAt'>, now: number): boolean => now >= quotation.expiresAt;

/**
 * Whole seconds a quotation stays valid at `now` (epoch ms), never negative: the validity told to
 * the customer when the price is refreshed (spec 000 §4). Choice: a started second counts as a
 * whole one (14.2 s left reads 15), and 0 exactly when isQuotationExpired.
 */
export const quotationSecondsLeft = (quotation: Pick<Quotation, 'expiresAt'>, now: number): number =>
  Math.max(0, Math.ceil((quotation.expiresAt - now) / 1000));
