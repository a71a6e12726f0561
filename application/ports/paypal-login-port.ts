import type { PaypalPayerDetail } from '../../domain/deposit/paypal-messages';

/**
 * How PayPal's sign-in window ended (spec 001 §4 "PayPal link"): the payer signed in and allowed
 * the link; the window was closed or the payer cancelled (back to the start, silently); the
 * browser blocked the window (the popup-blocked view); or PayPal reported an error.
 */
export type PaypalLoginOutcome =
  { readonly kind: 'signed_in'; readonly detail: PaypalPayerDetail } | { readonly kind: 'closed' } | { readonly kind: 'blocked' } | { readonly kind: 'failed' };

/** PayPal's own sign-in window (a popup on PayPal's origin; the sandbox gateway's stand-in, or a headless one). */
export interface PaypalLoginPort {
  /**
   * Opens the window at once (call it from the customer's click: browsers block windows opened
   * later) and resolves when it ends; aborting `signal` closes it (resolves closed).
   */
  login(signal?: AbortSignal): Promise<PaypalLoginOutcome>;
}
