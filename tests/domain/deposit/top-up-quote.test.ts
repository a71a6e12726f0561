import { describe, expect, it } from 'vitest';
import { DEFAULT_TOP_UP_FEE_PERCENT, topUpFee, topUpFeePercent } from '../../../domain/deposit/top-up-quote';
import { currencyCode } from '../../../domain/money/currency';
import { dec } from '../../../domain/money/decimal';

const USD = currencyCode('USD');

describe('top-up fees', () => {
  it('default fees: Apple Pay 1.49, credit card 3.99, debit card 1.49, PayPal 1.99 percent (spec 001 §9)', () => {
    expect(DEFAULT_TOP_UP_FEE_PERCENT.apple_pay.toFixed()).toBe('1.49');
    expect(DEFAULT_TOP_UP_FEE_PERCENT.credit_card.toFixed()).toBe('3.99');
    expect(DEFAULT_TOP_UP_FEE_PERCENT.debit_card.toFixed()).toBe('1.49');
    expect(DEFAULT_TOP_UP_FEE_PERCENT.paypal.toFixed()).toBe('1.99');
  });

  it('Google Pay, which the spec does not price, defaults like Apple Pay', () => {
    expect(DEFAULT_TOP_UP_FEE_PERCENT.google_pay.toFixed()).toBe('1.49');
  });

  it('the product config percentage wins over the default', () => {
    expect(topUpFeePercent('credit_card', { credit_card: dec('2.5') }).toFixed()).toBe('2.5');
    expect(topUpFeePercent('debit_card', { credit_card: dec('2.5') }).toFixed()).toBe('1.49');
    expect(topUpFeePercent('paypal').toFixed()).toBe('1.99');
  });

  it('fee = amount x percent / 100 rounded up to cents; receivable = amount - fee', () => {
    const f = topUpFee(dec('100'), dec('3.99'), USD);
    expect([f.fee.toFixed(), f.receivable.toFixed()]).toEqual(['3.99', '96.01']);
    const g = topUpFee(dec('25'), dec('1.49'), USD);
    expect([g.fee.toFixed(), g.receivable.toFixed()]).toEqual(['0.38', '24.62']);
  });

  it('a fee that is a fraction of a cent is rounded up, never down', () => {
    const f = topUpFee(dec('0.01'), dec('1.49'), USD);
    expect([f.fee.toFixed(), f.receivable.toFixed()]).toEqual(['0.01', '0']);
    expect(topUpFee(dec('33.33'), dec('1.99'), USD).fee.toFixed()).toBe('0.67');
  });

  it('keeps the percentage it used', () => {
    expect(topUpFee(dec('50'), dec('1.99'), USD).percent.toFixed()).toBe('1.99');
  });
});
