import type { ApplePayCalls, ApplePayOutcome, ApplePayPort, ApplePayRequest } from '../../application/ports/apple-pay-port';
import type { GooglePayEnvironment } from '../../domain/payment/pay-method';
import type { GooglePayOutcome, GooglePayPort } from '../../application/ports/google-pay-port';
import { SANDBOX_APPLE_PAY_VALIDATION_URL } from '../browser/payment-sheet/sandbox-apple-pay-sheet';
import { sandboxPaymentToken } from '../browser/payment-sheet/sandbox-payment-token';

/** What the customer does on a wallet sheet. */
export type SheetChoice = 'pay' | 'cancel';

const READY_GOOGLE_PAY: GooglePayEnvironment = { isChrome: true, isEdge: false, providerReady: true, scriptLoadFailed: false };

/**
 * Apple Pay and Google Pay for a client without a screen (the CLI): each sheet is answered as the
 * command says (`choose`); merchant validation and the token submit go through the flow's calls
 * as with a real sheet. The token is the sandbox stand-in's (adapters/browser/payment-sheet), so
 * only a sandbox backend accepts it.
 */
export class HeadlessWalletSheets {
  private choice: SheetChoice = 'pay';

  constructor(private readonly newId: () => string = () => globalThis.crypto.randomUUID()) {}

  /** The answer every following sheet gets. */
  choose(choice: SheetChoice): void {
    this.choice = choice;
  }

  readonly applePay: ApplePayPort = {
    environment: () => ({ isSecureContext: true, canMakePayments: true }),
    pay: async <V, E>(_request: ApplePayRequest, calls: ApplePayCalls<V, E>): Promise<ApplePayOutcome<V, E>> => {
      const merchant = await calls.validateMerchant(SANDBOX_APPLE_PAY_VALIDATION_URL);
      if (!merchant.ok) return { kind: 'failed', error: merchant.error };
      if (this.choice === 'cancel') return { kind: 'cancelled' };
      const submitted = await calls.submitToken(sandboxPaymentToken('apple_pay', this.newId()));
      return submitted.ok ? { kind: 'paid', value: submitted.value } : { kind: 'failed', error: submitted.error };
    },
  };

  readonly googlePay: GooglePayPort = {
    environment: () => Promise.resolve(READY_GOOGLE_PAY),
    pay: (): Promise<GooglePayOutcome> =>
      Promise.resolve(this.choice === 'pay' ? { kind: 'authorized', token: sandboxPaymentToken('google_pay', this.newId()) } : { kind: 'cancelled' }),
  };
}
