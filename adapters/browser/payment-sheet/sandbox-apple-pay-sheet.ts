import type { SchedulerLike } from 'rxjs';
import type { ApplePayCalls, ApplePayOutcome, ApplePayPort, ApplePayRequest } from '../../../application/ports/apple-pay-port';
import { formatFiat } from '../../../domain/format/money-format';
import { applePayCancelOutcome } from '../../../domain/payment/apple-pay';
import type { ApplePayEnvironment } from '../../../domain/payment/pay-method';
import { showPaymentSheet } from './payment-sheet-dialog';
import { sandboxPaymentToken, sheetLocale } from './sandbox-payment-token';

/** What the stand-in passes to merchant validation, where Apple would pass its own URL. */
export const SANDBOX_APPLE_PAY_VALIDATION_URL = 'https://apple-pay-gateway.sandbox.test/paymentservices/startSession';

/**
 * ApplePayPort for the sandbox: the same flow as Apple Pay JS (merchant validation through the
 * caller's backend call, the customer's choice, token submit; a cancel within 1 s of the start
 * counts as failure, spec 000 §4) on a simulated sheet, so purchases run in any browser.
 * The device is taken as able to pay; the secure context is the page's own.
 */
export class SandboxApplePaySheet implements ApplePayPort {
  constructor(
    private readonly document: Document,
    private readonly scheduler: SchedulerLike,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  environment(): ApplePayEnvironment {
    return { isSecureContext: this.document.defaultView?.isSecureContext ?? false, canMakePayments: true };
  }

  async pay<V, E>(request: ApplePayRequest, calls: ApplePayCalls<V, E>): Promise<ApplePayOutcome<V, E>> {
    const startedAt = this.scheduler.now();
    const merchant = await calls.validateMerchant(SANDBOX_APPLE_PAY_VALIDATION_URL).catch(() => undefined);
    if (merchant?.ok !== true) return { kind: 'failed', error: merchant?.error };
    const choice = await showPaymentSheet(this.document, {
      title: 'Apple Pay (sandbox)',
      lines: [{ label: request.label, value: formatFiat(request.amount, request.currency, sheetLocale(this.document)) }],
      payLabel: 'Pay with Apple Pay',
    });
    if (choice === 'cancel') {
      return applePayCancelOutcome(startedAt, this.scheduler.now()) === 'failed' ? { kind: 'failed', error: undefined } : { kind: 'cancelled' };
    }
    const submitted = await calls.submitToken(sandboxPaymentToken('apple_pay', this.newId())).catch(() => undefined);
    if (submitted === undefined) return { kind: 'failed', error: undefined };
    return submitted.ok ? { kind: 'paid', value: submitted.value } : { kind: 'failed', error: submitted.error };
  }
}
