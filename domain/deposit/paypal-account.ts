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
