import { describe, expect, it } from 'vitest';
import { isPayMethod, PAY_METHODS } from '../../../domain/payment/pay-method';

describe('pay methods (spec 000 §3)', () => {
  it('are fiat_wallet, credit_card, apple_pay, google_pay and crypto_wallet', () => {
    expect(PAY_METHODS).toEqual(['fiat_wallet', 'credit_card', 'apple_pay', 'google_pay', 'crypto_wallet']);
  });

  it('isPayMethod recognises exactly those names', () => {
    for (const method of PAY_METHODS) expect(isPayMethod(method)).toBe(true);
    for (const other of ['{product}_wallet', 'pay_pal', 'debit_card', 'Credit_Card', '']) expect(isPayMethod(other), other).toBe(false);
  });
});
