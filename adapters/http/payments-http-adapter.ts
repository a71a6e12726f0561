import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type {
  FiatTransaction,
  PaymentAccounts,
  PaymentAccountsQuery,
  PaymentsPort,
  PaymentUsage,
  PaypalRegisterRequest,
  TopUpConfirmation,
  TopUpOrder,
  TopUpOrderRequest,
  TopUpOrderStatus,
} from '../../application/ports/payments-port';
import type { TopUpMethod } from '../../domain/deposit/top-up-method';
import { FIAT_TRANSACTIONS_COUNT } from '../../domain/history/transaction-paging';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { paymentsRoutes as routes } from './routes/payments';
import type { accountCard, fiatTransaction, topUpConfirmResponse, topUpOrderResponse } from './schemas/payments';

/** Seals the 6-digit passcode into the envelope the wire carries (adapters/crypto/passcode-encryption.ts PasscodeEncryptor). */
export interface PasscodeSealer {
  encrypt(passcode: string): Promise<string>;
}

const toCard = (c: z.output<typeof accountCard>): PaymentAccounts['cards'][number] => ({
  id: c.id,
  brand: c.brand,
  maskedCardNumber: c.masked_card_number,
  type: c.card_type,
  currency: c.currency,
  ...(c.is_expired ? { status: 'expired' as const } : c.is_sg_issue_card ? { status: 'rejected' as const } : {}),
});

const toMethod = (wire: z.output<typeof topUpOrderResponse>['fiat_wallet_top_up_order']['payment_method']): TopUpMethod =>
  wire === 'pay_pal' ? 'paypal' : wire;

const toOrder = ({ fiat_wallet_top_up_order: o, google_pay_params: g }: z.output<typeof topUpOrderResponse>): TopUpOrder => ({
  id: o.id,
  amount: o.amount,
  currency: o.currency,
  card: o.credit_card === undefined ? undefined : { brand: o.credit_card.brand, maskedCardNumber: o.credit_card.masked_card_number },
  feeAmount: o.fee_amount,
  feePercentage: o.fee_percentage,
  paymentMethod: toMethod(o.payment_method),
  receivableAmount: o.receivable_amount,
  googlePayParams:
    g === undefined
      ? undefined
      : {
          gateway: g.gateway,
          gatewayMerchantId: g.gateway_merchant_id,
          merchantName: g.merchant_name,
          totalPrice: g.total_price,
          currencyCode: g.currency_code,
          countryCode: g.country_code,
          allowedCardNetworks: g.allowed_card_networks,
          allowedAuthMethods: g.allowed_auth_methods,
          environment: g.environment,
        },
});

/** Choice: a confirm answer without the page it promises is a malformed answer, reported as a schema error. */
const toConfirmation = (body: z.output<typeof topUpConfirmResponse>): ApiResult<TopUpConfirmation> => {
  const top = body.fiat_wallet_top_up;
  if (top.status === 'completed' && top.transaction_id !== undefined) return { ok: true, value: { kind: 'completed', transactionId: top.transaction_id } };
  if (top.status === 'authenticating' && body.html !== undefined && body.url !== undefined) {
    return { ok: true, value: { kind: 'authenticate', html: body.html, url: body.url } };
  }
  const path = `${routes.confirmTopUp.method} ${routes.confirmTopUp.path}`;
  return { ok: false, error: { kind: 'schema', path, field: 'fiat_wallet_top_up', issue: `status ${top.status} without its html/url or transaction_id` } };
};

const toTransaction = (t: z.output<typeof fiatTransaction>): FiatTransaction => ({
  id: t.id,
  kind: t.kind,
  status: t.status,
  nature: t.nature,
  amount: t.amount.amount,
  currency: t.amount.currency,
  nativeAmount: t.native_amount.amount,
  nativeCurrency: t.native_amount.currency,
  fee: t.fee.amount,
  description: t.description,
  createdAt: Date.parse(t.created_at),
  totalChargedAmount: t.meta.total_charged_amount,
  sourceType: t.meta.source_type,
});

/** Saved cards, card registration, top-ups and PayPal over HTTP (spec 001 §7 "Cards, top-up and PayPal"). */
export class HttpPaymentsAdapter implements PaymentsPort {
  constructor(
    private readonly http: HttpClient,
    private readonly passcodes: PasscodeSealer,
  ) {}

  async getPaymentAccounts(query: PaymentAccountsQuery): Promise<ApiResult<PaymentAccounts>> {
    const params = {
      types: query.types.join(','),
      usage: query.usage,
      ...(query.transactionType === undefined ? {} : { transaction_type: query.transactionType }),
    };
    return mapResult(await this.http.call(routes.paymentAccounts, { query: params }), (body) => ({
      cards: body.cards.map(toCard),
      paypalAccounts: body.pay_pal_accounts,
    }));
  }

  async getCardPaymentToken(userUuid: string): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.cardPaymentToken, { query: { user_uuid: userUuid } }), (body) => body.token);
  }

  async startCardRegistration(usage: PaymentUsage, replaceCardId?: string): Promise<ApiResult<{ readonly url: string }>> {
    const body = { usage, ...(replaceCardId === undefined ? {} : { replace_credit_card_id: replaceCardId }) };
    return mapResult(await this.http.call(routes.createCreditCard, { body }), (r) => ({ url: r.url }));
  }

  async deleteCard(cardId: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.destroyCreditCard, { body: { credit_card_id: cardId } }), () => undefined);
  }

  async createTopUpOrder(request: TopUpOrderRequest): Promise<ApiResult<TopUpOrder>> {
    const source = 'cardId' in request.source ? { credit_card_id: request.source.cardId } : { payment_method: request.source.paymentMethod };
    const body = { amount: request.amount.toFixed(), currency: request.currency, ...source, is_cdc_web: true };
    return mapResult(await this.http.call(routes.createTopUpOrder, { body }), toOrder);
  }

  async confirmTopUp(orderId: string, passcode: string): Promise<ApiResult<TopUpConfirmation>> {
    const body = { fiat_wallet_top_up_order_id: orderId, passcode: await this.passcodes.encrypt(passcode) };
    const result = await this.http.call(routes.confirmTopUp, { body });
    return result.ok ? toConfirmation(result.value) : result;
  }

  async getTopUpOrder(orderId: string): Promise<ApiResult<TopUpOrderStatus>> {
    const result = await this.http.call(routes.topUpOrder, { params: { id: orderId } });
    return mapResult(result, ({ fiat_wallet_top_up: o }) => ({ id: o.id, status: o.status, transactionId: o.transaction_id }));
  }

  async submitApplePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>> {
    const body = { fiat_wallet_top_up_id: orderId, token };
    return mapResult(await this.http.call(routes.topUpApplePayToken, { body }), (r) => ({ url: r.url }));
  }

  async submitGooglePayToken(orderId: string, token: string): Promise<ApiResult<{ readonly url: string }>> {
    const body = { fiat_wallet_top_up_id: orderId, google_pay_token: token };
    return mapResult(await this.http.call(routes.topUpGooglePayToken, { body }), (r) => ({ url: r.url }));
  }

  async getFiatTransaction(id: string): Promise<ApiResult<FiatTransaction>> {
    return mapResult(await this.http.call(routes.fiatWalletTransaction, { params: { id } }), (body) => toTransaction(body.transaction));
  }

  async getFiatTransactions(count = FIAT_TRANSACTIONS_COUNT): Promise<ApiResult<readonly FiatTransaction[]>> {
    return mapResult(await this.http.call(routes.fiatWalletTransactions, { query: { count: String(count) } }), (body) => body.transactions.map(toTransaction));
  }

  async preparePaypalRegister(request: PaypalRegisterRequest): Promise<ApiResult<{ readonly url: string }>> {
    const body = {
      card_token: request.cardToken,
      is_cdc_web: true,
      pay_pal_detail: { ...request.detail },
      transaction_type: request.transactionType,
      usage: request.usage,
    };
    return mapResult(await this.http.call(routes.paypalPrepareRegister, { body }), (r) => ({ url: r.url }));
  }
}
