import { ErrorCode } from '../errors/error-codes';
import { err, ok, type Result } from '../shared/result';
import type { FiatLimits } from './fiat-limits';
import { isPaypalApproved, type PaypalAccount } from './paypal-account';

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
