import type { ApiResult } from '../../application/ports/api-error';
import type {
  ApplePayMerchantSession,
  CardQuotationRequest,
  Coin,
  CoinQuotationRequest,
  FiatWalletBuyRequest,
  FiatWalletSellRequest,
  PurchaseRequest,
  PurchaseStart,
  TradePaymentMethods,
  TradeQuotation,
  TradeReceipt,
  TradingPort,
  Transaction,
} from '../../application/ports/trading-port';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { ServerFee } from '../../domain/payment/payment-fees';
import type { LiveRates } from '../../domain/rates/live-rates';
import type { TradeSide } from '../../domain/trade/quotation';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { tradingRoutes as routes } from './routes/trading';
import { toLiveRates, toPaymentMethods, toPurchaseStart, toQuotation, toReceipt, toTransaction } from './trading-mappers';

/** Spec 000 §7: every web trade call says it comes from the web client. */
const IS_CDC_WEB = true;
/** Spec 000 §7, §9: the coin transactions list asks for 50. */
const TRANSACTIONS_COUNT = '50';

const amountField = <K extends string>(fixed: { side: 'from' | 'to'; amount: Dec }, from: K, to: K): Partial<Record<K, string>> =>
  ({ [fixed.side === 'from' ? from : to]: fixed.amount.toFixed() }) as Partial<Record<K, string>>;

/** Quotes and trades over HTTP (spec 000 §7): Decimal at the boundary, money as strings on the wire. */
export class HttpTradingAdapter implements TradingPort {
  constructor(private readonly http: HttpClient) {}

  async getCoins(): Promise<ApiResult<readonly Coin[]>> {
    return mapResult(await this.http.call(routes.currencies), (body) =>
      body.currencies.filter((c) => c.is_tradable).map((c) => ({ symbol: c.symbol, name: c.name, maxFraction: c.max_fraction })),
    );
  }

  async getLiveRate(from: CurrencyCode, to: CurrencyCode, transactionType?: string): Promise<ApiResult<LiveRates>> {
    const query: Record<string, string> = transactionType === undefined ? { from, to } : { from, to, transaction_type: transactionType };
    return mapResult(await this.http.call(routes.liveRates, { query }), (body) => toLiveRates(body.live_rates));
  }

  async getTransactableAmount(from: CurrencyCode, to: CurrencyCode): Promise<ApiResult<Dec>> {
    const query = { from_currency: from, to_currency: to };
    return mapResult(await this.http.call(routes.transactableAmount, { query }), (body) => body.transactable_amount.amount);
  }

  async getTradingFees(stableCoin: boolean): Promise<ApiResult<readonly ServerFee[]>> {
    const query = { is_stable_coin: String(stableCoin) };
    return mapResult(await this.http.call(routes.tradingFees, { query }), (body) =>
      body.fees.map((f) => ({ paymentMethod: f.payment_method, percentage: f.percentage })),
    );
  }

  async getPaymentMethods(asset: CurrencyCode, side: TradeSide): Promise<ApiResult<TradePaymentMethods>> {
    const query = { asset_symbol: asset, side, order_category: 'one_time' };
    return mapResult(await this.http.call(routes.tradePaymentMethods, { query }), toPaymentMethods);
  }

  async createFiatWalletBuyQuotation(request: FiatWalletBuyRequest): Promise<ApiResult<TradeQuotation>> {
    const fixed = { side: request.fixedSide ?? 'from', amount: request.amount } as const;
    const body = { from_currency: request.fiat, to_currency: request.coin, fixed_side: 'buy' as const, ...amountField(fixed, 'amount', 'to_amount') };
    return mapResult(await this.http.call(routes.fiatWalletQuotation, { body }), (r) => toQuotation(r.quotation));
  }

  async createFiatWalletSellQuotation(request: FiatWalletSellRequest): Promise<ApiResult<TradeQuotation>> {
    const body = { from_currency: request.coin, to_currency: request.fiat, fixed_side: 'sell' as const, amount: request.amount.toFixed() };
    return mapResult(await this.http.call(routes.fiatWalletQuotation, { body }), (r) => toQuotation(r.quotation));
  }

  async createCoinQuotation(request: CoinQuotationRequest): Promise<ApiResult<TradeQuotation>> {
    const body = { side: request.side, from: request.from, to: request.to, ...amountField(request.fixed, 'from_amount', 'to_amount') };
    return mapResult(await this.http.call(routes.coinQuotation, { body }), (r) => toQuotation(r.quotation));
  }

  async createCardQuotation(request: CardQuotationRequest): Promise<ApiResult<TradeQuotation>> {
    const payment =
      request.payment.method === 'credit_card'
        ? { credit_card_id: request.payment.cardId, fixed_side: 'crypto' as const }
        : { payment_method: request.payment.method };
    const body = { currency: request.coin, ...amountField(request.fixed, 'native_amount', 'amount'), ...payment };
    return mapResult(await this.http.call(routes.cardQuotation, { body }), (r) => toQuotation(r.quotation));
  }

  async confirmQuotation(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>> {
    const body = { quotation_id: quotationId, request_id: requestId, side: 'buy' as const, is_cdc_web: IS_CDC_WEB };
    return mapResult(await this.http.call(routes.confirmQuotation, { body }), toReceipt);
  }

  async confirmFiatWalletSell(quotationId: string, requestId: string): Promise<ApiResult<TradeReceipt>> {
    const body = { request_id: requestId, quotation_id: quotationId, biometric: false as const };
    return mapResult(await this.http.call(routes.confirmFiatWalletSell, { body }), toReceipt);
  }

  async confirmCoinQuotation(quotationId: string, side: TradeSide): Promise<ApiResult<TradeReceipt>> {
    const body = { quotation_id: quotationId, is_cdc_web: IS_CDC_WEB, side };
    return mapResult(await this.http.call(routes.confirmCoinQuotation, { body }), toReceipt);
  }

  async startPurchase(request: PurchaseRequest): Promise<ApiResult<PurchaseStart>> {
    const payment = request.payment.method === 'credit_card' ? { credit_card_id: request.payment.cardId } : { payment_method: request.payment.method };
    const body = { quotation_id: request.quotationId, ...payment, is_cdc_web: IS_CDC_WEB, language: request.language };
    const result = await this.http.call(routes.purchaseTrade, { body });
    if (!result.ok) return result;
    const start = toPurchaseStart(result.value);
    if (start !== undefined) return { ok: true, value: start };
    return {
      ok: false,
      error: { kind: 'schema', path: `${routes.purchaseTrade.method} ${routes.purchaseTrade.path}`, field: 'url', issue: 'neither a frame nor a wallet sheet' },
    };
  }

  async validateApplePayMerchant(gatewayMerchantId: string): Promise<ApiResult<ApplePayMerchantSession>> {
    const body = { gateway_merchant_id: gatewayMerchantId };
    return mapResult(await this.http.call(routes.applePayValidateMerchant, { body }), ({ merchant_session: s }) => ({
      merchantIdentifier: s.merchant_identifier,
      nonce: s.nonce,
      expiresAt: Date.parse(s.expires_at),
    }));
  }

  async submitApplePayToken(purchaseId: string, token: string): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.purchaseApplePayToken, { body: { purchase_uuid: purchaseId, token } }), (r) => r.url);
  }

  async submitGooglePayToken(purchaseId: string, token: string): Promise<ApiResult<string>> {
    const body = { purchase_uuid: purchaseId, google_pay_token: token };
    return mapResult(await this.http.call(routes.purchaseGooglePayToken, { body }), (r) => r.url);
  }

  async getTransaction(id: string): Promise<ApiResult<Transaction>> {
    const call = { params: { id }, query: { is_cdc_web: String(IS_CDC_WEB) } };
    return mapResult(await this.http.call(routes.tradeTransaction, call), (r) => toTransaction(r.transaction));
  }

  async getTransactions(): Promise<ApiResult<readonly Transaction[]>> {
    return mapResult(await this.http.call(routes.coinTransactions, { query: { count: TRANSACTIONS_COUNT } }), (r) => r.transactions.map(toTransaction));
  }
}
