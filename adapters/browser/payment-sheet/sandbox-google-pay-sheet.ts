import type { GooglePayOutcome, GooglePayPort, GooglePayRequest } from '../../../application/ports/google-pay-port';
import { formatFiat } from '../../../domain/format/money-format';
import { browserBrand } from '../../../domain/payment/google-pay';
import type { GooglePayEnvironment } from '../../../domain/payment/pay-method';
import { showPaymentSheet } from './payment-sheet-dialog';
import { sandboxPaymentToken, sheetLocale } from './sandbox-payment-token';

/**
 * GooglePayPort for the sandbox: a simulated sheet instead of pay.js, so purchases run without
 * Google. The provider is always ready and loaded; the browser rule still holds (Chrome, not
 * Edge, spec 000 §5), read from the real user agent.
 */
export class SandboxGooglePaySheet implements GooglePayPort {
  constructor(
    private readonly document: Document,
    private readonly userAgent: string,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  environment(): Promise<GooglePayEnvironment> {
    return Promise.resolve({ ...browserBrand(this.userAgent), providerReady: true, scriptLoadFailed: false });
  }

  async pay(request: GooglePayRequest): Promise<GooglePayOutcome> {
    const choice = await showPaymentSheet(this.document, {
      title: 'Google Pay (sandbox)',
      lines: [{ label: 'Total', value: formatFiat(request.amount, request.currency, sheetLocale(this.document)) }],
      payLabel: 'Pay with Google Pay',
    });
    return choice === 'pay' ? { kind: 'authorized', token: sandboxPaymentToken('google_pay', this.newId()) } : { kind: 'cancelled' };
  }
}
