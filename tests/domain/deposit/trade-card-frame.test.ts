import { describe, expect, it } from 'vitest';
import { parseTradeFrameMessage, TRADE_FRAME_SOURCE, tradeFrameOutcome } from '../../../domain/deposit/trade-card-frame';

describe('trade card frame message', () => {
  it('comes from source TradingCryptoPurchase ({product} = crypto)', () => {
    expect(TRADE_FRAME_SOURCE).toBe('TradingCryptoPurchase');
    expect(parseTradeFrameMessage({ source: 'TradingCryptoPurchase', status: 'success', transaction_id: 't1' })).toEqual({
      source: 'TradingCryptoPurchase',
      status: 'success',
      transactionId: 't1',
      errorCode: undefined,
    });
    expect(parseTradeFrameMessage({ source: 'paymentGateway', status: 'success' })).toBeUndefined();
    expect(parseTradeFrameMessage({ source: 'TradingCryptoPurchase' })).toBeUndefined();
    expect(parseTradeFrameMessage(undefined)).toBeUndefined();
  });

  it('a numeric transaction id is read as text', () => {
    expect(parseTradeFrameMessage({ source: 'TradingCryptoPurchase', status: 'success', transaction_id: 17 })?.transactionId).toBe('17');
  });

  it('success fetches the transaction', () => {
    expect(tradeFrameOutcome({ source: 'TradingCryptoPurchase', status: 'success', transactionId: 't1', errorCode: undefined })).toEqual({
      kind: 'fetch_transaction',
      transactionId: 't1',
    });
  });

  it('any other status fails with the frame code', () => {
    expect(tradeFrameOutcome({ source: 'TradingCryptoPurchase', status: 'failed', transactionId: 't1', errorCode: 'card_declined' })).toEqual({
      kind: 'failed',
      errorCode: 'card_declined',
      cardNotSupported: false,
    });
  });

  it('a Singapore card code is flagged as card not supported', () => {
    expect(
      tradeFrameOutcome({ source: 'TradingCryptoPurchase', status: 'failed', transactionId: undefined, errorCode: 'sg_credit_card_crypto_not_supported' }),
    ).toMatchObject({ kind: 'failed', cardNotSupported: true });
  });

  it('success without a transaction id is a failure', () => {
    expect(tradeFrameOutcome({ source: 'TradingCryptoPurchase', status: 'success', transactionId: undefined, errorCode: undefined })).toEqual({
      kind: 'failed',
      errorCode: undefined,
      cardNotSupported: false,
    });
  });
});
