/** (design) Where the payment gateway serves the stand-in for PayPal's sign-in window, on its own origin. */
export const PAYPAL_LOGIN_PAGE_PATH = '/gateway/paypal_login';

/** The `source` of PayPal's sign-in window (the popup) and of the registering page (the payment gateway's frame). */
export const PAYPAL_LOGIN_SOURCE = 'paypalLogin';
export const PAYPAL_REGISTER_SOURCE = 'paymentGateway';

/** The payer as PayPal reports it (spec 001 §7, pay_pal_detail). */
export interface PaypalPayerDetail {
  readonly countryCode: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly payerId: string;
}

/** How PayPal's sign-in window ended: the payer signed in and allowed the link, cancelled, or PayPal reported an error. */
export type PaypalLoginMessage =
  { readonly status: 'success'; readonly detail: PaypalPayerDetail } | { readonly status: 'cancelled' } | { readonly status: 'error' };

/** The registering page's result (spec 001 §4 "PayPal link"): a gateway status and the account's paypalAccountStatus. */
export interface PaypalRegisterMessage {
  readonly status: string;
  readonly paypalAccountStatus: string | undefined;
  readonly errorCode: string | undefined;
}

/**
 * A stable payer id for an email, as PayPal's stand-ins give one (the sandbox's sign-in page, the
 * CLI's headless window): 13 upper-case characters like PayPal's; the same account is the same payer.
 */
export function payerIdOf(email: string): string {
  const half = (seed: number): string => {
    let hash = seed;
    for (const char of email.trim().toLowerCase()) hash = (hash * 131 + char.charCodeAt(0)) % 36 ** 6;
    return hash.toString(36).toUpperCase().padStart(6, '0');
  };
  return `P${half(17)}${half(29)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The sign-in window's message, if it is one. Choice: any status but success or cancelled, and a
 * success without a complete payer (nothing to register), are PayPal errors.
 */
export function parsePaypalLoginMessage(data: unknown): PaypalLoginMessage | undefined {
  if (!isRecord(data) || data.source !== PAYPAL_LOGIN_SOURCE) return undefined;
  if (data.status === 'cancelled') return { status: 'cancelled' };
  if (data.status !== 'success' || !isRecord(data.pay_pal_detail)) return { status: 'error' };
  const d = data.pay_pal_detail;
  const [countryCode, email, firstName, lastName, payerId] = [d.countryCode, d.email, d.firstName, d.lastName, d.payerId].map(str);
  if (countryCode === undefined || email === undefined || firstName === undefined || lastName === undefined || payerId === undefined)
    return { status: 'error' };
  return { status: 'success', detail: { countryCode, email, firstName, lastName, payerId } };
}

/** The registering page's message, if it is one. */
export function parsePaypalRegisterMessage(data: unknown): PaypalRegisterMessage | undefined {
  if (!isRecord(data) || data.source !== PAYPAL_REGISTER_SOURCE || typeof data.status !== 'string') return undefined;
  return { status: data.status, paypalAccountStatus: str(data.paypalAccountStatus), errorCode: str(data.errorCode) };
}
