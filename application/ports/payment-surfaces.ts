import type { ApplePayPort } from './apple-pay-port';
import type { GooglePayPort } from './google-pay-port';
import type { PaymentFramePort } from './payment-frame-port';

/**
 * Where payments happen outside the app's own pages: the third-party frame (card form, 3-D
 * Secure, PayPal, bank link) and the Apple Pay and Google Pay sheets.
 */
export interface PaymentSurfaces {
  /** Absent when no payment gateway origin is configured: payments in a frame are then unavailable. */
  readonly paymentFrame: PaymentFramePort | undefined;
  readonly applePay: ApplePayPort;
  readonly googlePay: GooglePayPort;
}
