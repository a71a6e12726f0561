import { type Dec, dec } from '../money/decimal';
import { acceptAmountInput, type AmountInputOutcome } from '../money/amount-input';
import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { FiatLimits } from './top-up-limits';

/** A linked PayPal account (spec 001 §3). */
export interface PaypalAccount {
  readonly id: string;
  readonly status: string;
  readonly title: string;
}

/** Top-up is allowed only from an approved account (spec 001 §4, "PayPal deposit view"). */
export const isPaypalApproved = (account: PaypalAccount): boolean => account.status === 'approved';

/** An account whose automatic check failed is shown with a pending badge (spec 001 §4, "PayPal link"). */
export const paypalBadge = (account: PaypalAccount): 'pending' | undefined => (account.status === 'auto_checking_failed' ? 'pending' : undefined);

/** PayPal amounts (spec 001 §9). */
export const PAYPAL_QUICK_AMOUNTS: readonly Dec[] = ['25', '50', '100', '500'].map(dec);

/** PayPal amounts are entered with up to 2 fraction digits (spec 001 §9). */
export const PAYPAL_FRACTION_DIGITS = 2;

/** A PayPal amount keystroke: the shared amount-input rule with at most 2 fraction digits (spec 001 §9). */
export const acceptPaypalAmountInput = (previous: string, typed: string): AmountInputOutcome => acceptAmountInput(previous, typed, PAYPAL_FRACTION_DIGITS);

export type PaypalDepositView = 'LOADING' | 'EMPTY' | 'ERROR' | 'TOP_UP';

export interface PaypalDepositData {
  readonly loading: boolean;
  readonly account: PaypalAccount | undefined;
  readonly limits: FiatLimits | undefined;
}

/** Spec 001 §4, "PayPal deposit view": LOADING while loading, EMPTY without an account, ERROR without limits, else TOP_UP. */
export function paypalDepositView(data: PaypalDepositData): PaypalDepositView {
  if (data.loading) return 'LOADING';
  if (data.account === undefined) return 'EMPTY';
  if (data.limits === undefined) return 'ERROR';
  return 'TOP_UP';
}

/** Top-up is allowed only if the account is approved. */
export const checkPaypalTopUp = (account: PaypalAccount): Result<PaypalAccount, { readonly code: typeof ErrorCode.paypalAccountNotApproved }> =>
  isPaypalApproved(account) ? ok(account) : err({ code: ErrorCode.paypalAccountNotApproved });

/** The PayPal link states (spec 001 §2, §4). */
export type PaypalLinkState = 'NO_PAYPAL_ACCOUNT' | 'PAYPAL_AUTH_INSTRUCTION' | 'ACCOUNT_REGISTERING' | 'PAYPAL_POPUP_BLOCKED';

export type PaypalLinkEvent =
  | { readonly type: 'add' }
  | { readonly type: 'popup_blocked' }
  | { readonly type: 'popup_closed' }
  | { readonly type: 'auth_succeeded' }
  | { readonly type: 'auth_failed' }
  | { readonly type: 'iframe_result'; readonly paypalAccountStatus: string }
  | { readonly type: 'iframe_timeout' }
  | { readonly type: 'close' };

export type PaypalLinkEffect =
  | { readonly type: 'open_popup' }
  | { readonly type: 'prepare_register' }
  | { readonly type: 'alert_default_error' }
  | { readonly type: 'toast_added' }
  | { readonly type: 'notice_pending' }
  | { readonly type: 'show_link_error'; readonly code: typeof ErrorCode.paypalLinkFailed }
  | { readonly type: 'reload_accounts' };

export interface PaypalLinkStep {
  readonly state: PaypalLinkState;
  readonly effects: readonly PaypalLinkEffect[];
}

const to = (state: PaypalLinkState, ...effects: PaypalLinkEffect[]): PaypalLinkStep => ({ state, effects });

/**
 * Add opens the PayPal popup with the instructions; a blocked popup shows the popup-blocked
 * view (where add tries again); a closed popup silently returns to the start; a PayPal auth
 * error alerts and returns to the start; auth success registers the account in the frame. The
 * frame's paypalAccountStatus approved toasts 'added', auto_checking_failed gives a pending
 * notice (the account shows a pending badge), anything else an error; a frame timeout alerts
 * (spec 001 §4, §8). Choice: every frame outcome returns to NO_PAYPAL_ACCOUNT, and the two
 * that create an account reload the accounts.
 */
export function stepPaypalLink(state: PaypalLinkState, event: PaypalLinkEvent): PaypalLinkStep {
  if (event.type === 'close') return to('NO_PAYPAL_ACCOUNT');
  switch (state) {
    case 'NO_PAYPAL_ACCOUNT':
    case 'PAYPAL_POPUP_BLOCKED':
      return event.type === 'add' ? to('PAYPAL_AUTH_INSTRUCTION', { type: 'open_popup' }) : to(state);
    case 'PAYPAL_AUTH_INSTRUCTION':
      switch (event.type) {
        case 'popup_blocked':
          return to('PAYPAL_POPUP_BLOCKED');
        case 'popup_closed':
          return to('NO_PAYPAL_ACCOUNT');
        case 'auth_failed':
          return to('NO_PAYPAL_ACCOUNT', { type: 'alert_default_error' });
        case 'auth_succeeded':
          return to('ACCOUNT_REGISTERING', { type: 'prepare_register' });
        default:
          return to(state);
      }
    case 'ACCOUNT_REGISTERING':
      if (event.type === 'iframe_timeout' || event.type === 'auth_failed') return to('NO_PAYPAL_ACCOUNT', { type: 'alert_default_error' });
      if (event.type !== 'iframe_result') return to(state);
      switch (event.paypalAccountStatus) {
        case 'approved':
          return to('NO_PAYPAL_ACCOUNT', { type: 'toast_added' }, { type: 'reload_accounts' });
        case 'auto_checking_failed':
          return to('NO_PAYPAL_ACCOUNT', { type: 'notice_pending' }, { type: 'reload_accounts' });
        default:
          return to('NO_PAYPAL_ACCOUNT', { type: 'show_link_error', code: ErrorCode.paypalLinkFailed });
      }
  }
}
