import { sheetCountryCode } from '../../domain/payment/apple-pay';
import type { CustomerService } from '../account/customer-service';
import type { ApiError } from '../ports/api-error';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { PaymentsPort, TopUpOrder } from '../ports/payments-port';
import type { TradingPort } from '../ports/trading-port';

/** The merchant's name on the sheets (the total's label). */
export const TOP_UP_SHEET_LABEL = 'Crypto';

/** How a wallet sheet for a top-up ended: paid at once (Apple Pay), a bank page to show (Google Pay's 3-D Secure), cancelled, or failed. */
export type WalletPayOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'page'; readonly url: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly error: ApiError | undefined };

/** What paying a top-up with a wallet sheet needs. */
export interface WalletPayDependencies {
  readonly payments: PaymentsPort;
  readonly trading: Pick<TradingPort, 'validateApplePayMerchant'>;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly customer: Pick<CustomerService, 'state'>;
}

/**
 * The third-party confirm of an Apple Pay or Google Pay top-up (spec 001 §4, §7): Apple Pay
 * validates the product config's merchant, the customer authorises on the sheet and the token is
 * submitted (the order is then paid); Google Pay shows the order's google_pay_params on its sheet and
 * its token answers the bank's 3-D Secure page. Whether the money moved is the order's status, read
 * by the caller afterwards.
 */
export async function payTopUpWithWallet(deps: WalletPayDependencies, order: TopUpOrder): Promise<WalletPayOutcome> {
  const customer = deps.customer.state.getSnapshot();
  if (order.paymentMethod === 'apple_pay') {
    const merchant = customer.productConfig?.topUp.applePay.merchantIdentifier ?? '';
    const charge = { amount: order.amount, currency: order.currency, countryCode: sheetCountryCode(customer.user?.phoneCountry), label: TOP_UP_SHEET_LABEL };
    const outcome = await deps.paymentSurfaces.applePay.pay<{ readonly url: string }, ApiError>(charge, {
      validateMerchant: () => deps.trading.validateApplePayMerchant(merchant),
      submitToken: (token) => deps.payments.submitApplePayToken(order.id, token),
    });
    if (outcome.kind === 'paid') return { kind: 'paid' };
    return outcome.kind === 'cancelled' ? outcome : { kind: 'failed', error: outcome.error };
  }
  const params = order.googlePayParams;
  if (order.paymentMethod !== 'google_pay' || params === undefined) return { kind: 'failed', error: undefined };
  const sheet = await deps.paymentSurfaces.googlePay.pay({
    isLive: params.environment === 'PRODUCTION',
    gateway: params.gateway,
    gatewayMerchantId: params.gatewayMerchantId,
    amount: params.totalPrice,
    currency: params.currencyCode,
    countryCode: params.countryCode,
  });
  if (sheet.kind !== 'authorized') return sheet.kind === 'cancelled' ? sheet : { kind: 'failed', error: undefined };
  const page = await deps.payments.submitGooglePayToken(order.id, sheet.token);
  return page.ok ? { kind: 'page', url: page.value.url } : { kind: 'failed', error: page.error };
}
