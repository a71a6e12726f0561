import { describe, expect, it } from 'vitest';
import type { FiatLimits } from '../../../domain/deposit/fiat-limits';
import { isPaypalApproved, paypalBadge, type PaypalAccount } from '../../../domain/deposit/paypal-account';
import { acceptPaypalAmountInput } from '../../../domain/deposit/paypal-amount-input';
import { checkPaypalTopUp, paypalDepositView } from '../../../domain/deposit/paypal-deposit-view';
import { dec } from '../../../domain/money/decimal';

const approved: PaypalAccount = { id: 'p1', status: 'approved', title: 'me@example.com' };
const pending: PaypalAccount = { ...approved, status: 'auto_checking_failed' };
const limits: FiatLimits = { minTransactionAmount: dec('10'), maxTransactionAmount: dec('500'), monthlyMaxAmount: undefined, monthlyUsedAmount: undefined };

describe('PayPal deposit view', () => {
  it('LOADING while data loads', () => {
    expect(paypalDepositView({ loading: true, account: approved, limits })).toBe('LOADING');
  });

  it('EMPTY if there is no account', () => {
    expect(paypalDepositView({ loading: false, account: undefined, limits })).toBe('EMPTY');
  });

  it('ERROR if limits are missing', () => {
    expect(paypalDepositView({ loading: false, account: approved, limits: undefined })).toBe('ERROR');
  });

  it('otherwise TOP_UP', () => {
    expect(paypalDepositView({ loading: false, account: pending, limits })).toBe('TOP_UP');
  });

  it('top-up is allowed only when the account is approved', () => {
    expect(checkPaypalTopUp(approved)).toEqual({ ok: true, value: approved });
    expect(checkPaypalTopUp(pending)).toEqual({ ok: false, error: { code: 'paypal_account_not_approved' } });
    expect(isPaypalApproved({ ...approved, status: 'rejected' })).toBe(false);
  });

  it('an account whose automatic check failed shows a pending badge', () => {
    expect(paypalBadge(pending)).toBe('pending');
    expect(paypalBadge(approved)).toBeUndefined();
  });
});

describe('PayPal amount input', () => {
  it('takes up to 2 fraction digits', () => {
    expect(acceptPaypalAmountInput('', '25.5')).toEqual({ accepted: true, value: '25.5' });
    expect(acceptPaypalAmountInput('25.5', '25.55')).toEqual({ accepted: true, value: '25.55' });
    expect(acceptPaypalAmountInput('25.55', '25.555')).toEqual({ accepted: false, value: '25.55', reason: 'too_many_decimals' });
  });
});
