// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ApplePaySessionAdapter } from '../../../adapters/browser/apple-pay-session-adapter';
import { GooglePayClientAdapter } from '../../../adapters/browser/google-pay-client-adapter';
import { WindowPaymentFrameAdapter } from '../../../adapters/browser/payment-frame-window-adapter';
import { SandboxApplePaySheet } from '../../../adapters/browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../../../adapters/browser/payment-sheet/sandbox-google-pay-sheet';
import { withServerValues } from '../../../adapters/sandbox/server/app-document';
import { createBrowserPayments, readPaymentPageConfig } from '../../../adapters/wiring/browser-payments';

const page = (head: string): Document => new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

describe('browser payment ports', () => {
  it('the sandbox server marks its pages for the simulated wallet sheets and names the gateway origin', () => {
    const html = withServerValues('<html><head></head><body></body></html>', { nonce: 'n', gatewayOrigin: 'http://127.0.0.1:8081' });
    expect(readPaymentPageConfig(page(html.replace(/^.*<head>|<\/head>.*$/gs, '')))).toEqual({ gatewayOrigin: 'http://127.0.0.1:8081', sandboxWallets: true });
  });

  it('uses the sandbox sheets and a frame listener on the sandbox, the real SDK adapters and no frame without configuration', () => {
    const sandbox = createBrowserPayments({ gatewayOrigin: 'http://127.0.0.1:8081', sandboxWallets: true }, window, asyncScheduler);
    expect(sandbox.applePay).toBeInstanceOf(SandboxApplePaySheet);
    expect(sandbox.googlePay).toBeInstanceOf(SandboxGooglePaySheet);
    expect(sandbox.paymentFrame).toBeInstanceOf(WindowPaymentFrameAdapter);
    const production = createBrowserPayments({ gatewayOrigin: undefined, sandboxWallets: false }, window, asyncScheduler);
    expect(production.applePay).toBeInstanceOf(ApplePaySessionAdapter);
    expect(production.googlePay).toBeInstanceOf(GooglePayClientAdapter);
    expect(production.paymentFrame).toBeUndefined();
  });
});
