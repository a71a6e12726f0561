import { PAYPAL_LOGIN_PAGE_PATH, PAYPAL_LOGIN_SOURCE, type PaypalPayerDetail, payerIdOf } from '../../../domain/deposit/paypal-messages';
import type { Correction } from './gateway-pages';
import { escapeHtml, field, form, page, paragraph, select } from './gateway-html';

/** The sandbox's stand-in for PayPal's own sign-in window, on the gateway origin (no session: it keeps nothing). */
export const PAYPAL_LOGIN_PATH = PAYPAL_LOGIN_PAGE_PATH;

const TITLE = 'Log in to PayPal';
/** Choice: a few countries to pick the PayPal account's from; one other than the customer's makes the exchange's check fail (pending). */
export const PAYPAL_COUNTRIES: readonly (readonly [string, string])[] = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['SG', 'Singapore'],
  ['DE', 'Germany'],
];

/** The payer as PayPal reports it to the app (spec 001 §7 pay_pal_detail). */
export type PaypalPayer = PaypalPayerDetail;

/** The sign-in form; `country` is the customer's when known. */
export function paypalLoginPage(country: string, { errors, values }: Correction = { errors: {}, values: {} }): string {
  const entry = (name: string, label: string, extra: Partial<Parameters<typeof field>[0]> = {}) =>
    field({ name, label, value: values[name], error: errors[name], ...extra });
  const fields = [
    entry('email', 'Email', { type: 'email', inputmode: 'email', autocomplete: 'email' }),
    entry('firstName', 'First name', { autocomplete: 'given-name' }),
    entry('lastName', 'Last name', { autocomplete: 'family-name' }),
    select({ name: 'countryCode', label: 'Country of your PayPal account', value: values.countryCode ?? country, choices: PAYPAL_COUNTRIES }),
  ];
  const actions = [
    { decision: 'submit', label: 'Log in and allow' },
    { decision: 'cancel', label: 'Cancel' },
  ] as const;
  const intro = paragraph('Crypto asks to link your PayPal account for deposits. Sandbox: any email works; no password is asked.');
  return page(TITLE, `${intro}\n      ${form(PAYPAL_LOGIN_PATH, fields, actions, Object.keys(errors).length)}`);
}

export type PaypalLogin =
  { readonly kind: 'invalid'; readonly correction: Correction } | { readonly kind: 'cancelled' } | { readonly kind: 'signed_in'; readonly payer: PaypalPayer };

/** What the sign-in form's POST means: cancel, fields to correct, or the payer. */
export function decidePaypalLogin(fields: URLSearchParams): PaypalLogin {
  if (fields.get('decision') === 'cancel') return { kind: 'cancelled' };
  const value = (name: string): string => (fields.get(name) ?? '').trim();
  const values = { email: value('email'), firstName: value('firstName'), lastName: value('lastName'), countryCode: value('countryCode') };
  const errors: Record<string, string> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'Enter the email address of your PayPal account.';
  if (values.firstName === '') errors.firstName = 'Enter your first name.';
  if (values.lastName === '') errors.lastName = 'Enter your last name.';
  if (!PAYPAL_COUNTRIES.some(([code]) => code === values.countryCode)) errors.countryCode = 'Choose a country.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', correction: { errors, values } };
  return { kind: 'signed_in', payer: { ...values, payerId: payerIdOf(values.email) } };
}

/** The result page: its script posts the outcome to the app's window that opened it, then closes. */
export function paypalLoginResult(outcome: Exclude<PaypalLogin, { kind: 'invalid' }>, appOrigin: string): string {
  const message =
    outcome.kind === 'cancelled'
      ? { source: PAYPAL_LOGIN_SOURCE, status: 'cancelled' }
      : { source: PAYPAL_LOGIN_SOURCE, status: 'success', pay_pal_detail: outcome.payer };
  const text = outcome.kind === 'cancelled' ? 'Cancelled. You can go back to Crypto.' : 'Done. You can go back to Crypto.';
  return page(
    TITLE,
    `<p role="status">${escapeHtml(text)}</p>
      <div id="gateway-result" hidden data-target-origin="${escapeHtml(appOrigin)}" data-message="${escapeHtml(JSON.stringify(message))}"></div>`,
  );
}
