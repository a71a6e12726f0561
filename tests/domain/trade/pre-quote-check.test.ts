import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { dec } from '../../../domain/money/decimal';
import { checkPreQuote, type CoinFeatures, isPairSupported, type PreQuoteContext } from '../../../domain/trade/pre-quote-check';

const none: CoinFeatures = { exchange: false, purchase: false, vibanPurchase: false, vibanOut: false };
const context: PreQuoteContext = {
  sourceAmount: dec('0.5'),
  transactableAmount: dec('1'),
  coinFeatures: { ...none, exchange: true },
  payout: 'coin_wallet',
};

describe('pre-quote check (spec 000 §5)', () => {
  it('an exchange-capable coin is supported for any payout', () => {
    expect(isPairSupported({ ...none, exchange: true }, 'coin_wallet')).toBe(true);
    expect(isPairSupported({ ...none, exchange: true }, 'fiat_wallet')).toBe(true);
  });

  it('a fiat payout is supported through viban_out', () => {
    expect(isPairSupported({ ...none, vibanOut: true }, 'fiat_wallet')).toBe(true);
  });

  it('viban_out does not make a coin-to-coin pair supported', () => {
    expect(isPairSupported({ ...none, vibanOut: true }, 'coin_wallet')).toBe(false);
  });

  it('purchase features alone do not make a pair supported', () => {
    expect(isPairSupported({ ...none, purchase: true, vibanPurchase: true }, 'fiat_wallet')).toBe(false);
  });

  it('passes when the transactable amount covers the source and the pair is supported', () => {
    expect(checkPreQuote(context)).toEqual({ ok: true, value: context.sourceAmount });
  });

  it('a transactable amount exactly equal to the source covers it', () => {
    expect(checkPreQuote({ ...context, transactableAmount: dec('0.5') }).ok).toBe(true);
  });

  it('a transactable amount below the source gives insufficient balance', () => {
    expect(checkPreQuote({ ...context, transactableAmount: dec('0.49') })).toEqual({
      ok: false,
      error: { code: ErrorCode.insufficientBalance },
    });
  });

  it("an unsupported pair gives 'trading pair not supported, try later'", () => {
    expect(checkPreQuote({ ...context, coinFeatures: none })).toEqual({ ok: false, error: { code: 'trading_pair_not_supported' } });
  });

  it('the balance is checked before the pair', () => {
    expect(checkPreQuote({ ...context, coinFeatures: none, transactableAmount: dec('0') })).toEqual({
      ok: false,
      error: { code: ErrorCode.insufficientBalance },
    });
  });
});
