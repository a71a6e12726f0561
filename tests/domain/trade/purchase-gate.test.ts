import { describe, expect, it } from 'vitest';
import { PAY_METHODS } from '../../../domain/payment/pay-method';
import { isCardSchemeMethod, purchaseBlock } from '../../../domain/trade/purchase-gate';

const NOW = Date.UTC(2026, 0, 1);

describe('purchaseBlock: the check before card, Apple Pay and Google Pay purchases (spec 000 §4, 001 §6)', () => {
  it('card schemes are card, Apple Pay and Google Pay; wallets are never gated here', () => {
    expect(PAY_METHODS.filter(isCardSchemeMethod)).toEqual(['credit_card', 'apple_pay', 'google_pay']);
    expect(purchaseBlock({ method: 'fiat_wallet', coolingOffEndsAt: NOW + 1, now: NOW, deviceTrusted: false })).toBeUndefined();
    expect(purchaseBlock({ method: 'crypto_wallet', coolingOffEndsAt: undefined, now: NOW, deviceTrusted: undefined })).toBeUndefined();
  });

  it('a UK customer inside cooling-off is blocked first, whatever the device', () => {
    expect(purchaseBlock({ method: 'credit_card', coolingOffEndsAt: NOW + 60_000, now: NOW, deviceTrusted: true })).toBe('cooling_off');
    expect(purchaseBlock({ method: 'apple_pay', coolingOffEndsAt: NOW + 60_000, now: NOW, deviceTrusted: false })).toBe('cooling_off');
  });

  it('past cooling-off (or outside the UK) the device must be trusted; unknown trust is no trust', () => {
    expect(purchaseBlock({ method: 'google_pay', coolingOffEndsAt: NOW, now: NOW, deviceTrusted: true })).toBeUndefined();
    expect(purchaseBlock({ method: 'credit_card', coolingOffEndsAt: undefined, now: NOW, deviceTrusted: false })).toBe('untrusted_device');
    expect(purchaseBlock({ method: 'credit_card', coolingOffEndsAt: undefined, now: NOW, deviceTrusted: undefined })).toBe('untrusted_device');
  });
});
