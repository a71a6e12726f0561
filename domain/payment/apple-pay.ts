/** Spec 000 §9: networks offered in the Apple Pay sheet (Apple's spelling). */
export const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'maestro'] as const;

/** Spec 000 §4, §9: a cancel within 1000 ms of the start counts as a failure. */
export const APPLE_PAY_CANCEL_WINDOW_MS = 1000;

/** What an Apple Pay cancel means: the customer cancelled, or the sheet failed to work. */
export type ApplePayCancelOutcome = 'cancelled' | 'failed';

/**
 * Spec 000 §4: a cancel within 1 s of the start counts as failure (the sheet closing at once
 * means it could not run). Times are epoch ms. Choice: exactly 1000 ms is still within the window.
 */
export const applePayCancelOutcome = (startedAt: number, cancelledAt: number): ApplePayCancelOutcome =>
  cancelledAt - startedAt <= APPLE_PAY_CANCEL_WINDOW_MS ? 'failed' : 'cancelled';
