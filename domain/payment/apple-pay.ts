import { countryCodeOf } from '../user/country-code';
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

/**
 * The country the Apple Pay sheet charges in (Apple's countryCode, two letters). Choice: the
 * customer's phone country, as the account is served by that country's entity; an unknown
 * country is passed through when it already has two letters, else US.
 */
export function sheetCountryCode(phoneCountry: string | undefined): string {
  const code = (phoneCountry ?? '').trim().toUpperCase();
  return countryCodeOf(code) ?? (/^[A-Z]{2}$/.test(code) ? code : 'US');
}
