import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { GooglePayEnvironment } from '../../domain/payment/pay-method';

/** The Google Pay sheet's request, from google_pay_params (spec 000 §7, spec 001 §7). */
export interface GooglePayRequest {
  /** Production when live, else Google's test environment (spec 000 §9). */
  readonly isLive: boolean;
  /** The payment gateway that tokenises the card (google_pay_params.gateway). */
  readonly gateway: string;
  /** The merchant's id at that gateway. */
  readonly gatewayMerchantId: string;
  /** Google's own merchant id (merchantInfo.merchantId), which Google requires in production. */
  readonly merchantId?: string;
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly countryCode: string;
}

/** google_pay_params as a trade or basket purchase answers them (spec 000 §7), before the sheet is shown. */
export interface GooglePayParams {
  readonly gatewayMerchantId: string;
  readonly totalAmount: Dec;
  readonly currencyCode: CurrencyCode;
  readonly countryCode: string;
  readonly gateway: string;
  readonly realGatewayMerchantId: string;
}

export type GooglePayOutcome =
  /** The customer chose a card: the token the flow sends to the backend (google_pay_token). */
  { readonly kind: 'authorized'; readonly token: string } | { readonly kind: 'cancelled' } | { readonly kind: 'failed' };

/** Google Pay in this browser (pay.js PaymentsClient) or the sandbox's stand-in sheet. */
export interface GooglePayPort {
  /**
   * What isGooglePayAvailable needs: the browser (Chrome, not Edge), the provider's ready check
   * and whether its script loaded (a failed load marks Google Pay unsupported, spec 001 §8).
   */
  environment(isLive: boolean): Promise<GooglePayEnvironment>;
  /** Shows the sheet and returns the chosen card's token. */
  pay(request: GooglePayRequest): Promise<GooglePayOutcome>;
}
