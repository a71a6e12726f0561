import { describe, expect, it } from 'vitest';
import { dec } from '../../../domain/money/decimal';
import { DEFAULT_FEE_PERCENTAGES, feePercentage } from '../../../domain/payment/payment-fees';

describe('payment fees (spec 000 §9)', () => {
  it('default to Apple Pay 1.49, credit card 3.99, debit 1.49, PayPal 1.99 percent', () => {
    expect(DEFAULT_FEE_PERCENTAGES.apple_pay.toFixed()).toBe('1.49');
    expect(DEFAULT_FEE_PERCENTAGES.credit_card.toFixed()).toBe('3.99');
    expect(DEFAULT_FEE_PERCENTAGES.debit_card.toFixed()).toBe('1.49');
    expect(DEFAULT_FEE_PERCENTAGES.pay_pal.toFixed()).toBe('1.99');
  });

  it('Google Pay defaults to the Apple Pay percentage', () => {
    expect(DEFAULT_FEE_PERCENTAGES.google_pay.equals(DEFAULT_FEE_PERCENTAGES.apple_pay)).toBe(true);
  });

  it("the server's percentage wins over the default", () => {
    expect(feePercentage('credit_card', [{ paymentMethod: 'credit_card', percentage: dec('2.5') }]).toFixed()).toBe('2.5');
  });

  it("without the server's row the default applies", () => {
    expect(feePercentage('pay_pal', [{ paymentMethod: 'credit_card', percentage: dec('2.5') }]).toFixed()).toBe('1.99');
    expect(feePercentage('apple_pay', []).toFixed()).toBe('1.49');
  });
});
