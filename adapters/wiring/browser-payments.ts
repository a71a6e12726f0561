import type { SchedulerLike } from 'rxjs';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import { ApplePaySessionAdapter, browserApplePaySession } from '../browser/apple-pay-session-adapter';
import { browserGooglePayProvider, GooglePayClientAdapter } from '../browser/google-pay-client-adapter';
import { WindowPaymentFrameAdapter } from '../browser/payment-frame-window-adapter';
import { SandboxApplePaySheet } from '../browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../browser/payment-sheet/sandbox-google-pay-sheet';

export type BrowserPayments = PaymentSurfaces;

/** What the page says about its payment setup (meta tags written by the server, like api-base-url). */
export interface PaymentPageConfig {
  /** `<meta name="payment-gateway-origin">`: the only origin the payment frame accepts messages from. */
  readonly gatewayOrigin: string | undefined;
  /** `<meta name="payment-wallets" content="sandbox">`: Apple Pay and Google Pay as the sandbox's simulated sheets. */
  readonly sandboxWallets: boolean;
}

export const readPaymentPageConfig = (document: Document): PaymentPageConfig => ({
  gatewayOrigin: document.querySelector('meta[name="payment-gateway-origin"]')?.getAttribute('content') ?? undefined,
  sandboxWallets: document.querySelector('meta[name="payment-wallets"]')?.getAttribute('content') === 'sandbox',
});

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
