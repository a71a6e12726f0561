import type { SchedulerLike } from 'rxjs';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import { ApplePaySessionAdapter, browserApplePaySession } from '../browser/apple-pay-session-adapter';
import { browserGooglePayProvider, GooglePayClientAdapter } from '../browser/google-pay-client-adapter';
import { WindowPaymentFrameAdapter } from '../browser/payment-frame-window-adapter';
import { SandboxApplePaySheet } from '../browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../browser/payment-sheet/sandbox-google-pay-sheet';

export type BrowserPayments = PaymentSurfaces;

/** The page's payment setup, from its runtime configuration (config.json, adapters/browser/runtime-config.ts). */
export interface PaymentPageConfig {
  /** The only origin the payment frame accepts messages from. */
  readonly gatewayOrigin: string | undefined;
  /** Apple Pay and Google Pay as the sandbox's simulated sheets. */
  readonly sandboxWallets: boolean;
}

/**
 * The browser-only payment ports: the third-party frame listener, and Apple Pay / Google Pay —
 * the real SDK adapters in production, the sandbox's payment sheets when the page says so.
 */
export function createBrowserPayments(config: PaymentPageConfig, window: Window, scheduler: SchedulerLike): BrowserPayments {
  const { document, navigator } = window;
  return {
    paymentFrame: config.gatewayOrigin === undefined ? undefined : new WindowPaymentFrameAdapter(window, config.gatewayOrigin),
    applePay: config.sandboxWallets
      ? new SandboxApplePaySheet(document, scheduler)
      : new ApplePaySessionAdapter(browserApplePaySession(), window.isSecureContext, scheduler),
    googlePay: config.sandboxWallets
      ? new SandboxGooglePaySheet(document, navigator.userAgent)
      : new GooglePayClientAdapter(browserGooglePayProvider(document, window), navigator.userAgent),
  };
}
