import { type TradeFrameMessage, tradeFrameOutcome } from '../../domain/deposit/trade-card-frame';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import { type ApiError, type ApiResult, businessError } from '../ports/api-error';
import type { GooglePayParams } from '../ports/google-pay-port';
import { TRADE_FRAME_CHANNEL } from '../ports/payment-frame-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { FrameContent, PaymentFrameService } from './payment-frame-service';
import { type CustomerService, isGooglePayLive } from '../account/customer-service';

/** A started card-scheme purchase of a coin or a basket: the frame to show, or the wallet sheet to open first. */
export type CardSchemeStart =
  | { readonly kind: 'frame'; readonly purchaseId: string; readonly content: FrameContent }
  | { readonly kind: 'apple_pay'; readonly purchaseId: string; readonly gatewayMerchantId: string }
  | { readonly kind: 'google_pay'; readonly purchaseId: string; readonly params: GooglePayParams };

/** What the Apple Pay sheet shows: the total charged and where. */
export interface SheetCharge {
  readonly amount: Dec;
  readonly currency: CurrencyCode;
  readonly countryCode: string;
  /** The total's label (the merchant's name). */
  readonly label: string;
}

/** The backend calls the sheets need (the trading port's, or the baskets'). */
export interface CardSchemeCalls {
  validateApplePayMerchant(gatewayMerchantId: string): Promise<ApiResult<unknown>>;
  /** Answers the address of the page that completes the purchase. */
  submitApplePayToken(purchaseId: string, token: string): Promise<ApiResult<string>>;
  submitGooglePayToken(purchaseId: string, token: string): Promise<ApiResult<string>>;
}

/** How a card-scheme checkout ended. */
export type CardSchemeOutcome =
  /** The page's answer (spec 000 §4: status success or other, transaction_id, error_code). */
  | { readonly kind: 'answered'; readonly message: TradeFrameMessage }
  /** The customer cancelled a wallet sheet, or closed the frame: nothing was charged. */
  | { readonly kind: 'cancelled' }
  /** A sheet or a backend call failed, or the frame cannot be shown here. */
  | { readonly kind: 'failed'; readonly error: ApiError | undefined };

/**
 * What a purchase's checkout comes to (spec 000 §4), for coins and baskets alike: cancelled
 * (nothing charged); failed with the backend's error or the page's error code (transaction_failed
 * when it gives none); or, when the page reports success with a transaction id, what `succeeded`
 * fetches for it.
 */
export async function checkoutResult<T>(
  outcome: CardSchemeOutcome,
  succeeded: (transactionId: string) => Promise<ApiResult<T>>,
): Promise<ApiResult<T | { readonly kind: 'cancelled' }>> {
  const failed = (code: string | undefined): ApiResult<never> => ({ ok: false, error: businessError(code ?? ErrorCode.transactionFailed) });
  switch (outcome.kind) {
    case 'cancelled':
      return { ok: true, value: { kind: 'cancelled' } };
    case 'failed':
      return outcome.error === undefined ? failed(undefined) : { ok: false, error: outcome.error };
    case 'answered': {
      const answer = tradeFrameOutcome(outcome.message);
      return answer.kind === 'failed' ? failed(answer.errorCode) : succeeded(answer.transactionId);
    }
  }
}

/** What a CardSchemeCheckout is made from (named as the composition root names them). */
export interface CardSchemeCheckoutDependencies {
  readonly paymentSurfaces: PaymentSurfaces;
  readonly paymentFrames: PaymentFrameService;
  /** Whether Google Pay runs in its production environment (spec 000 §9) follows the customer's product config. */
  readonly customer: Pick<CustomerService, 'state'>;
}

/**
 * The steps of a card, Apple Pay or Google Pay purchase after it started (spec 000 §4), for coins
 * and baskets alike: Apple Pay validates the merchant, the customer authorises, the token is
 * submitted and a URL comes back (a cancel within 1 s of the start is a failure, in the port);
 * Google Pay opens its sheet and submits its token for a URL; a card has its page at once. The
 * page is then shown in the payment frame until it posts its TradingCryptoPurchase result.
 * Choice: closing the frame cancels (the page never completed, so nothing was charged).
 */
export class CardSchemeCheckout {
  constructor(private readonly deps: CardSchemeCheckoutDependencies) {}

  async run(start: CardSchemeStart, charge: SheetCharge, calls: CardSchemeCalls): Promise<CardSchemeOutcome> {
    const page = await this.page(start, charge, calls);
    if (page.kind !== 'page') return page;
    const shown = await this.deps.paymentFrames.show(page.content, TRADE_FRAME_CHANNEL);
    switch (shown.kind) {
      case 'message':
        return { kind: 'answered', message: shown.message };
      case 'closed':
        return { kind: 'cancelled' };
      case 'unavailable':
        return { kind: 'failed', error: undefined };
    }
  }

  private async page(
    start: CardSchemeStart,
    charge: SheetCharge,
    calls: CardSchemeCalls,
  ): Promise<{ readonly kind: 'page'; readonly content: FrameContent } | CardSchemeOutcome> {
    switch (start.kind) {
      case 'frame':
        return { kind: 'page', content: start.content };
      case 'apple_pay': {
        const outcome = await this.deps.paymentSurfaces.applePay.pay<string, ApiError>(charge, {
          validateMerchant: () => calls.validateApplePayMerchant(start.gatewayMerchantId),
          submitToken: (token) => calls.submitApplePayToken(start.purchaseId, token),
        });
        if (outcome.kind === 'paid') return { kind: 'page', content: { kind: 'url', url: outcome.value } };
        return outcome.kind === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed', error: outcome.error };
      }
      case 'google_pay': {
        const { params } = start;
        const outcome = await this.deps.paymentSurfaces.googlePay.pay({
          isLive: isGooglePayLive(this.deps.customer.state.getSnapshot()),
          gateway: params.gateway,
          gatewayMerchantId: params.gatewayMerchantId,
          merchantId: params.realGatewayMerchantId,
          amount: params.totalAmount,
          currency: params.currencyCode,
          countryCode: params.countryCode,
        });
        if (outcome.kind === 'cancelled') return { kind: 'cancelled' };
        if (outcome.kind === 'failed') return { kind: 'failed', error: undefined };
        const url = await calls.submitGooglePayToken(start.purchaseId, outcome.token);
        return url.ok ? { kind: 'page', content: { kind: 'url', url: url.value } } : { kind: 'failed', error: url.error };
      }
    }
  }
}
