import { describe, expect, it } from 'vitest';
import { isCardMethod, isWalletPayMethod, limitsTypeOf, weeklyLimitMethodOf } from '../../../domain/deposit/top-up-method';

describe('top-up methods and the weekly limit (spec 001 §7)', () => {
  it('a top-up by any saved card counts as a card payment, device wallets as themselves, PayPal not at all', () => {
    expect(weeklyLimitMethodOf('credit_card')).toBe('credit_card');
    expect(weeklyLimitMethodOf('debit_card')).toBe('credit_card');
    expect(weeklyLimitMethodOf('apple_pay')).toBe('apple_pay');
    expect(weeklyLimitMethodOf('google_pay')).toBe('google_pay');
    expect(weeklyLimitMethodOf('paypal')).toBeUndefined();
  });

  it('a debit card uses the credit_card limits; other methods their own', () => {
    expect(limitsTypeOf('debit_card')).toBe('credit_card');
    expect(limitsTypeOf('apple_pay')).toBe('apple_pay');
    expect(limitsTypeOf('paypal')).toBe('paypal');
  });

  it('cards go through passcode; Apple Pay and Google Pay through their sheet', () => {
    expect(isCardMethod('credit_card') && isCardMethod('debit_card')).toBe(true);
    expect(isCardMethod('apple_pay')).toBe(false);
    expect(isWalletPayMethod('google_pay') && isWalletPayMethod('apple_pay')).toBe(true);
    expect(isWalletPayMethod('debit_card')).toBe(false);
  });
});
