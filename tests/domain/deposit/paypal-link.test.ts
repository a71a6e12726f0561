import { describe, expect, it } from 'vitest';
import { type PaypalLinkEvent, type PaypalLinkState, type PaypalLinkStep, stepPaypalLink } from '../../../domain/deposit/paypal-link';

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
