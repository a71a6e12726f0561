import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ApplePayEnvironment } from '../../domain/payment/pay-method';
import type { Result } from '../../domain/shared/result';

/** What the Apple Pay sheet shows and charges. */
export interface ApplePayRequest {
  readonly countryCode: string;
  readonly currency: CurrencyCode;
  /** The total's label on the sheet (the merchant's name). */
  readonly label: string;
  readonly amount: Dec;
}

/** The backend calls the sheet needs, supplied by the flow that pays (a purchase or a top-up). */
export interface ApplePayCalls<V, E> {
  /** Merchant validation (spec 000 §7, gateway_merchant_id): Apple's opaque merchant session, or why not. */
  validateMerchant(validationUrl: string): Promise<Result<unknown, E>>;
  /** Token submit (spec 000 §7: purchase_uuid, token -> ok, url; spec 001 §7 apple_pay_token): what the flow continues with. */
  submitToken(token: string): Promise<Result<V, E>>;
}

export type ApplePayOutcome<V, E> =
  | { readonly kind: 'paid'; readonly value: V }
  | { readonly kind: 'cancelled' }
  /**
   * The payment did not happen and it was not the customer's choice: Apple Pay unavailable,
   * merchant validation or token submit failed (`error` is the call's), or the sheet closed
   * within 1 s of the start (spec 000 §4, `error` undefined).
   */
  | { readonly kind: 'failed'; readonly error: E | undefined };

/** Apple Pay in this browser (ApplePaySession) or the sandbox's stand-in sheet. */
export interface ApplePayPort {
  /** What isApplePayAvailable needs from the browser (secure context, device capability). */
  environment(): ApplePayEnvironment;
  /** Shows the sheet: merchant validation, then the customer authorises and the token is submitted. */
  pay<V, E>(request: ApplePayRequest, calls: ApplePayCalls<V, E>): Promise<ApplePayOutcome<V, E>>;
}
