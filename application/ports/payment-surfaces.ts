import type { ApplePayPort } from './apple-pay-port';
import type { ExternalPagePort } from './external-page-port';
import type { GooglePayPort } from './google-pay-port';
import type { PaymentFramePort } from './payment-frame-port';
import type { PaypalLoginPort } from './paypal-login-port';

/**
 * Where payments happen outside the app's own pages: the third-party frame (card form, 3-D
 * Secure, PayPal registering, bank link), the Apple Pay and Google Pay sheets, PayPal's sign-in
 * window, and the pages the app leaves for (a bank's authorisation).
 */
export interface PaymentSurfaces {
  /** Absent when no payment gateway origin is configured: payments in a frame are then unavailable. */
  readonly paymentFrame: PaymentFramePort | undefined;
  readonly applePay: ApplePayPort;
  readonly googlePay: GooglePayPort;
  /** Absent where PayPal's window cannot be opened (no gateway configured): linking PayPal is then unavailable. */
  readonly paypalLogin: PaypalLoginPort | undefined;
  readonly externalPages: ExternalPagePort;
}
