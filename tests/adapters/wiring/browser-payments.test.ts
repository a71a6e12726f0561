// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ApplePaySessionAdapter } from '../../../adapters/browser/apple-pay-session-adapter';
import { GooglePayClientAdapter } from '../../../adapters/browser/google-pay-client-adapter';
import { WindowPaymentFrameAdapter } from '../../../adapters/browser/payment-frame-window-adapter';
import { SandboxApplePaySheet } from '../../../adapters/browser/payment-sheet/sandbox-apple-pay-sheet';
import { SandboxGooglePaySheet } from '../../../adapters/browser/payment-sheet/sandbox-google-pay-sheet';
import { createBrowserPayments } from '../../../adapters/wiring/browser-payments';

describe('browser payment ports', () => {
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
