import { describe, expect, it } from 'vitest';
import {
  acceptPaypalAmountInput,
  checkPaypalTopUp,
  isPaypalApproved,
  PAYPAL_FRACTION_DIGITS,
  PAYPAL_QUICK_AMOUNTS,
  type PaypalAccount,
  paypalBadge,
  paypalDepositView,
  type PaypalLinkEvent,
  type PaypalLinkState,
  type PaypalLinkStep,
  stepPaypalLink,
} from '../../../domain/deposit/paypal';
import type { FiatLimits } from '../../../domain/deposit/top-up-limits';
import { dec } from '../../../domain/money/decimal';

const run = (events: PaypalLinkEvent[], state: PaypalLinkState = 'NO_PAYPAL_ACCOUNT'): PaypalLinkStep =>
  events.reduce<PaypalLinkStep>((acc, e) => stepPaypalLink(acc.state, e), { state, effects: [] });
const registering: PaypalLinkEvent[] = [{ type: 'add' }, { type: 'auth_succeeded' }];

describe('PayPal link', () => {
  it('add opens the popup with the auth instructions', () => {
    expect(run([{ type: 'add' }])).toEqual({ state: 'PAYPAL_AUTH_INSTRUCTION', effects: [{ type: 'open_popup' }] });
  });

  it('auth success registers the account', () => {
    expect(run(registering)).toEqual({ state: 'ACCOUNT_REGISTERING', effects: [{ type: 'prepare_register' }] });
  });

  it('a closed popup returns to NO_PAYPAL_ACCOUNT silently', () => {
    expect(run([{ type: 'add' }, { type: 'popup_closed' }])).toEqual({ state: 'NO_PAYPAL_ACCOUNT', effects: [] });
  });

  it('a failed popup open gives PAYPAL_POPUP_BLOCKED, where add tries again', () => {
    expect(run([{ type: 'add' }, { type: 'popup_blocked' }]).state).toBe('PAYPAL_POPUP_BLOCKED');
    expect(run([{ type: 'add' }, { type: 'popup_blocked' }, { type: 'add' }])).toEqual({ state: 'PAYPAL_AUTH_INSTRUCTION', effects: [{ type: 'open_popup' }] });
  });

  it('an auth error alerts and returns to none', () => {
    expect(run([{ type: 'add' }, { type: 'auth_failed' }])).toEqual({ state: 'NO_PAYPAL_ACCOUNT', effects: [{ type: 'alert_default_error' }] });
  });

  it('frame result approved: an added toast and success', () => {
    expect(run([...registering, { type: 'iframe_result', paypalAccountStatus: 'approved' }])).toEqual({
      state: 'NO_PAYPAL_ACCOUNT',
      effects: [{ type: 'toast_added' }, { type: 'reload_accounts' }],
    });
  });

  it('frame result auto_checking_failed: a pending notice', () => {
    expect(run([...registering, { type: 'iframe_result', paypalAccountStatus: 'auto_checking_failed' }]).effects).toEqual([
      { type: 'notice_pending' },
      { type: 'reload_accounts' },
    ]);
  });

  it('any other frame result is an error', () => {
    expect(run([...registering, { type: 'iframe_result', paypalAccountStatus: 'rejected' }]).effects).toEqual([
      { type: 'show_link_error', code: 'paypal_link_failed' },
    ]);
  });

  it('a frame timeout alerts the default error', () => {
    expect(run([...registering, { type: 'iframe_timeout' }])).toEqual({ state: 'NO_PAYPAL_ACCOUNT', effects: [{ type: 'alert_default_error' }] });
  });

  it('a frame result outside registering is ignored', () => {
    expect(run([{ type: 'iframe_result', paypalAccountStatus: 'approved' }])).toEqual({ state: 'NO_PAYPAL_ACCOUNT', effects: [] });
  });
});

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

describe('PayPal amounts (spec 001 §9)', () => {
  it('quick amounts are 25, 50, 100 and 500, entered with up to 2 fraction digits', () => {
    expect(PAYPAL_QUICK_AMOUNTS.map((a) => a.toFixed())).toEqual(['25', '50', '100', '500']);
    expect(PAYPAL_FRACTION_DIGITS).toBe(2);
  });
});
