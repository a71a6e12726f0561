import { describe, expect, it } from 'vitest';
import { PAY_METHODS } from '../../../domain/payment/pay-method';
import { isCardSchemeMethod, purchaseBlock } from '../../../domain/trade/purchase-gate';

describe('purchaseBlock: the extra check before card, Apple Pay and Google Pay purchases (spec 000 §4, 001 §6)', () => {
  it('card schemes are card, Apple Pay and Google Pay; wallets are never gated here', () => {
    expect(PAY_METHODS.filter(isCardSchemeMethod)).toEqual(['credit_card', 'apple_pay', 'google_pay']);
    expect(purchaseBlock({ method: 'fiat_wallet', deviceTrusted: false })).toBeUndefined();
    expect(purchaseBlock({ method: 'crypto_wallet', deviceTrusted: undefined })).toBeUndefined();
  });

  it('a card-scheme purchase needs a trusted device; unknown trust is no trust', () => {
    expect(purchaseBlock({ method: 'google_pay', deviceTrusted: true })).toBeUndefined();
    expect(purchaseBlock({ method: 'credit_card', deviceTrusted: false })).toBe('untrusted_device');
    expect(purchaseBlock({ method: 'apple_pay', deviceTrusted: undefined })).toBe('untrusted_device');
  });
});
