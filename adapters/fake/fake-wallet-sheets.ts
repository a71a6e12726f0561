import type { ApplePayCalls, ApplePayOutcome, ApplePayPort, ApplePayRequest } from '../../application/ports/apple-pay-port';
import type { GooglePayOutcome, GooglePayPort, GooglePayRequest } from '../../application/ports/google-pay-port';
import type { ApplePayEnvironment, GooglePayEnvironment } from '../../domain/payment/pay-method';
import { sandboxPaymentToken } from '../browser/payment-sheet/sandbox-payment-token';

/** What the customer does on a fake wallet sheet. */
export type SheetChoice = 'pay' | 'cancel';

/**
 * ApplePayPort for tests: merchant validation and token submit go through the
 * flow's calls as with the real sheet; `choice` is what the customer does on it.
 */
export class FakeApplePayAdapter implements ApplePayPort {
  choice: SheetChoice = 'pay';
  available = true;
  readonly requests: ApplePayRequest[] = [];
  private paid = 0;

  environment(): ApplePayEnvironment {
    return { isSecureContext: this.available, canMakePayments: this.available };
  }

  async pay<V, E>(request: ApplePayRequest, calls: ApplePayCalls<V, E>): Promise<ApplePayOutcome<V, E>> {
    this.requests.push(request);
    const merchant = await calls.validateMerchant('https://apple-pay-gateway.fake/startSession');
    if (!merchant.ok) return { kind: 'failed', error: merchant.error };
    if (this.choice === 'cancel') return { kind: 'cancelled' };
    const submitted = await calls.submitToken(sandboxPaymentToken('apple_pay', `fake-apple-${String(++this.paid)}`));
    return submitted.ok ? { kind: 'paid', value: submitted.value } : { kind: 'failed', error: submitted.error };
  }
}

/** GooglePayPort for tests: the customer's `choice` on the sheet. */
export class FakeGooglePayAdapter implements GooglePayPort {
  choice: SheetChoice = 'pay';
  environmentAnswer: GooglePayEnvironment = { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false };
  readonly requests: GooglePayRequest[] = [];
  private paid = 0;

  environment(): Promise<GooglePayEnvironment> {
    return Promise.resolve(this.environmentAnswer);
  }

  pay(request: GooglePayRequest): Promise<GooglePayOutcome> {
    this.requests.push(request);
    return Promise.resolve(
      this.choice === 'pay' ? { kind: 'authorized', token: sandboxPaymentToken('google_pay', `fake-google-${String(++this.paid)}`) } : { kind: 'cancelled' },
    );
  }
}
