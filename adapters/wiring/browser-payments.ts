import type { SchedulerLike } from 'rxjs';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import { ApplePaySessionAdapter, browserApplePaySession } from '../browser/apple-pay-session-adapter';
import { browserGooglePayProvider, GooglePayClientAdapter } from '../browser/google-pay-client-adapter';
import { WindowPaymentFrameAdapter } from '../browser/payment-frame-window-adapter';
import { LocationExternalPages } from '../browser/location-external-pages';
import { browserPopup, PopupPaypalLogin } from '../browser/popup-paypal-login';
import { PAYPAL_LOGIN_PAGE_PATH } from '../../domain/deposit/paypal-messages';
import { SandboxApplePaySheet } from '../browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../browser/payment-sheet/sandbox-google-pay-sheet';

export type BrowserPayments = PaymentSurfaces;

/** The page's payment setup, from its runtime configuration (config.json, adapters/browser/runtime-config.ts). */
export interface PaymentPageConfig {
  /** The only origin the payment frame accepts messages from. */
  readonly gatewayOrigin: string | undefined;
  /** Apple Pay, Google Pay and PayPal sign-in as the sandbox's simulated sheets and window. */
  readonly sandboxWallets: boolean;
}

/**
 * The browser-only payment ports: the third-party frame listener, Apple Pay / Google Pay (the real
 * SDK adapters in production, the sandbox's payment sheets when the page says so), PayPal's
 * sign-in popup and the pages the tab leaves for (the gateway's origin only).
 */
export function createBrowserPayments(config: PaymentPageConfig, window: Window, scheduler: SchedulerLike): BrowserPayments {
  const { document, navigator } = window;
  const gateway = config.gatewayOrigin === undefined ? undefined : new URL(config.gatewayOrigin).origin;
  const paymentFrame = gateway === undefined ? undefined : new WindowPaymentFrameAdapter(window, gateway);
  return {
    paymentFrame,
    // PayPal's sign-in is the gateway's stand-in in the sandbox; a real PayPal window is not wired yet, so linking is then unavailable.
    paypalLogin:
      paymentFrame === undefined || !config.sandboxWallets
        ? undefined
        : new PopupPaypalLogin(browserPopup(window), `${gateway ?? ''}${PAYPAL_LOGIN_PAGE_PATH}`, paymentFrame, scheduler),
    externalPages: new LocationExternalPages(window.location, gateway === undefined ? [] : [gateway]),
    applePay: config.sandboxWallets
      ? new SandboxApplePaySheet(document, scheduler)
      : new ApplePaySessionAdapter(browserApplePaySession(), window.isSecureContext, scheduler),
    googlePay: config.sandboxWallets
      ? new SandboxGooglePaySheet(document, navigator.userAgent)
      : new GooglePayClientAdapter(browserGooglePayProvider(document, window), navigator.userAgent),
  };
}
