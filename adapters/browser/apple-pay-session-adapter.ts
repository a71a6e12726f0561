import type { SchedulerLike } from 'rxjs';
import type { ApplePayCalls, ApplePayOutcome, ApplePayPort, ApplePayRequest } from '../../application/ports/apple-pay-port';
import { APPLE_PAY_NETWORKS, applePayCancelOutcome } from '../../domain/payment/apple-pay';
import type { ApplePayEnvironment } from '../../domain/payment/pay-method';

/** Apple Pay JS version 3: the first with supports3DS and the networks we offer. */
export const APPLE_PAY_JS_VERSION = 3;

/** The payment request Apple Pay JS takes (the fields we use). */
export interface ApplePayPaymentRequestLike {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly total: { readonly label: string; readonly amount: string };
}

/** The part of Apple's ApplePaySession the adapter uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { readonly validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { readonly payment: { readonly token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

/** `window.ApplePaySession`: the constructor with its static members. */
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequestLike): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/**
 * ApplePayPort on Apple Pay JS. `sessionClass` is `window.ApplePaySession` (undefined outside
 * Safari); the scheduler's clock times the 1-second cancel window (spec 000 §4,
 * domain/payment/apple-pay.ts). Choice: the token is submitted as the JSON of Apple's
 * payment.token, and a failed backend call completes the sheet with STATUS_FAILURE.
 */
export class ApplePaySessionAdapter implements ApplePayPort {
  constructor(
    private readonly sessionClass: ApplePaySessionClass | undefined,
    private readonly isSecureContext: boolean,
    private readonly scheduler: SchedulerLike,
  ) {}

  environment(): ApplePayEnvironment {
    return { isSecureContext: this.isSecureContext, canMakePayments: this.canMakePayments() };
  }

  pay<V, E>(request: ApplePayRequest, calls: ApplePayCalls<V, E>): Promise<ApplePayOutcome<V, E>> {
    const Session = this.sessionClass;
    if (Session === undefined || !this.canMakePayments()) return Promise.resolve({ kind: 'failed', error: undefined });
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: ApplePayOutcome<V, E>): void => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const startedAt = this.scheduler.now();
      const session = new Session(APPLE_PAY_JS_VERSION, paymentRequest(request));
      const fail = (error: E | undefined): void => {
        finish({ kind: 'failed', error });
        session.abort();
      };
      session.onvalidatemerchant = (event) => {
        calls.validateMerchant(event.validationURL).then(
          (result) => (result.ok ? session.completeMerchantValidation(result.value) : fail(result.error)),
          () => fail(undefined),
        );
      };
      session.onpaymentauthorized = (event) => {
        calls.submitToken(JSON.stringify(event.payment.token)).then(
          (result) => {
            session.completePayment(result.ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
            finish(result.ok ? { kind: 'paid', value: result.value } : { kind: 'failed', error: result.error });
          },
          () => {
            session.completePayment(Session.STATUS_FAILURE);
            finish({ kind: 'failed', error: undefined });
          },
        );
      };
      session.oncancel = () => {
        const outcome = applePayCancelOutcome(startedAt, this.scheduler.now());
        finish(outcome === 'failed' ? { kind: 'failed', error: undefined } : { kind: 'cancelled' });
      };
      session.begin();
    });
  }

  /** canMakePayments throws outside a secure context; that is a no. */
  private canMakePayments(): boolean {
    if (this.sessionClass === undefined || !this.isSecureContext) return false;
    try {
      return this.sessionClass.canMakePayments();
    } catch {
      return false;
    }
  }
}

function paymentRequest(request: ApplePayRequest): ApplePayPaymentRequestLike {
  return {
    countryCode: request.countryCode,
    currencyCode: request.currency,
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: ['supports3DS'],
    total: { label: request.label, amount: request.amount.toFixed() },
  };
}

/** The browser's ApplePaySession, if this browser has one. */
export const browserApplePaySession = (): ApplePaySessionClass | undefined => (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
