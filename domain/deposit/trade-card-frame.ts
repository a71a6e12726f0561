import { isSingaporeCardNotSupported } from './card-form-result';

/** The trade card frame's message (spec 000 §4): source TradingCryptoPurchase, status, transaction_id, error_code. */
export interface TradeFrameMessage {
  readonly source: 'TradingCryptoPurchase';
  readonly status: string;
  readonly transactionId: string | undefined;
  readonly errorCode: string | undefined;
}

export const TRADE_FRAME_SOURCE = 'TradingCryptoPurchase';

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The message, if it comes from the trade payment page; anything else is ignored. */
export function parseTradeFrameMessage(data: unknown): TradeFrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (record.source !== TRADE_FRAME_SOURCE || typeof record.status !== 'string') return undefined;
  return {
    source: TRADE_FRAME_SOURCE,
    status: record.status,
    transactionId: optionalString(record.transaction_id),
    errorCode: optionalString(record.error_code),
  };
}

export type TradeFrameOutcome =
  | { readonly kind: 'fetch_transaction'; readonly transactionId: string }
  | { readonly kind: 'failed'; readonly errorCode: string | undefined; readonly cardNotSupported: boolean };

/**
 * Success fetches the transaction; any other status fails the trade with the frame's code
 * (spec 000 §4), flagged when it is a Singapore card-not-supported code (spec 000 §8).
 * Choice: success without a transaction id is a failure, since there is nothing to fetch.
 */
export function tradeFrameOutcome(message: TradeFrameMessage): TradeFrameOutcome {
  if (message.status === 'success' && message.transactionId !== undefined) {
    return { kind: 'fetch_transaction', transactionId: message.transactionId };
  }
  return { kind: 'failed', errorCode: message.errorCode, cardNotSupported: isSingaporeCardNotSupported(message.errorCode) };
}
