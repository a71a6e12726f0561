import { describe, expect, it } from 'vitest';
import { weeklyLimitMethodOf } from '../../../domain/deposit/top-up-method';

describe('top-up methods and the weekly limit (spec 001 §7)', () => {
  it('a top-up by any saved card counts as a card payment, device wallets as themselves, PayPal not at all', () => {
    expect(weeklyLimitMethodOf('credit_card')).toBe('credit_card');
    expect(weeklyLimitMethodOf('debit_card')).toBe('credit_card');
    expect(weeklyLimitMethodOf('apple_pay')).toBe('apple_pay');
    expect(weeklyLimitMethodOf('google_pay')).toBe('google_pay');
    expect(weeklyLimitMethodOf('paypal')).toBeUndefined();
  });
});
