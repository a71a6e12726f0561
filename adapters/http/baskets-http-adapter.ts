import type { ApiResult } from '../../application/ports/api-error';
import type {
  BasketBuyPreviewRequest,
  BasketCategory,
  BasketInstanceDetail,
  BasketListing,
  BasketNotification,
  BasketOffer,
  BasketOfferQuery,
  BasketPurchase,
  BasketPurchasingInfo,
  BasketsPort,
  BasketThirdPartyPayment,
  BasketTransaction,
  BasketTransfer,
  BasketTransferPreview,
  Expiring,
} from '../../application/ports/baskets-port';
import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import type { BasketBuyPreview, BasketSellPreview, BasketSellPreviewRequest } from '../../domain/basket/basket-preview';
import { rebalancingUpdate, type RebalancingInterval, toWireInterval } from '../../domain/basket/rebalancing-interval';
import type { Dec } from '../../domain/money/decimal';
import type { TradeSide } from '../../domain/trade/quotation';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import { basketsRoutes as routes } from './routes/baskets';
import { toBuyPreview, toNotification, toSellPreview, toThirdParty, toTransaction, toTransfer, toTransferPreview } from './baskets-trade-mapping';
import { toBasketDetail, toBasketListing, toBasketOffer, toPaymentMethod, toPurchasingInfo } from './baskets-wire-mapping';

/** Spec 001 §5: the transfer portion is an integer (the server refuses anything else); on the wire it is a string like every amount. */
const portionText = (portion: Dec): string => portion.toFixed();

/** Crypto baskets over HTTP (spec 000 §7, 001 §7); wire strings become Decimal here. */
export class HttpBasketsAdapter implements BasketsPort {
  constructor(private readonly http: HttpClient) {}

  async listOffers(query: BasketOfferQuery): Promise<ApiResult<{ offers: readonly BasketOffer[]; categories: readonly BasketCategory[] }>> {
    const wire: Record<string, string> = {};
    if (query.origin !== undefined) wire['origin'] = query.origin;
    if (query.search !== undefined && query.search !== '') wire['search'] = query.search;
    if (query.categoryId !== undefined) wire['category_id'] = query.categoryId;
    if (query.allPerformancePeriods === true) wire['show_all_performance_periods'] = 'true';
    return mapResult(await this.http.call(routes.basketOffers, { query: wire }), (b) => ({ offers: b.offers.map(toBasketOffer), categories: b.categories }));
  }

  async getOffer(offerId: string): Promise<ApiResult<BasketOffer>> {
    return mapResult(await this.http.call(routes.basketOffer, { params: { id: offerId } }), (b) => toBasketOffer(b.offer));
  }

  async getPurchasingInfo(offerId: string): Promise<ApiResult<BasketPurchasingInfo>> {
    return mapResult(await this.http.call(routes.basketPurchasingInfo, { params: { id: offerId } }), (b) => toPurchasingInfo(b.purchasing_info));
  }

  async listInstances(): Promise<ApiResult<readonly BasketListing[]>> {
    return mapResult(await this.http.call(routes.basketInstances, { query: { origin: 'all' } }), (b) => b.instances.map(toBasketListing));
  }

  async getInstanceForOffer(offerId: string): Promise<ApiResult<BasketListing | undefined>> {
    return mapResult(await this.http.call(routes.basketInstanceByOffer, { query: { offer_id: offerId } }), (b) =>
      b.instance === null ? undefined : toBasketListing(b.instance),
    );
  }

  async getInstance(instanceId: string): Promise<ApiResult<BasketInstanceDetail>> {
    return mapResult(await this.http.call(routes.basketInstance, { params: { id: instanceId } }), (b) => toBasketDetail(b.instance));
  }

  async setRebalancing(instanceId: string, interval: RebalancingInterval): Promise<ApiResult<BasketListing>> {
    const update = rebalancingUpdate(interval);
    const body = { enabled: update.enabled, rebalancing_interval: update.rebalancingInterval };
    return mapResult(await this.http.call(routes.basketRebalancing, { params: { instanceId }, body }), (b) => toBasketListing(b.instance));
  }

  async listTransactions(): Promise<ApiResult<readonly BasketTransaction[]>> {
    return mapResult(await this.http.call(routes.basketTransactions, { query: { count: '50' } }), (b) => b.transactions.map(toTransaction));
  }

  async getPaymentMethods(side: TradeSide): Promise<ApiResult<readonly BasketPayMethod[]>> {
    return mapResult(await this.http.call(routes.basketPaymentMethods, { query: { side } }), (b) => b.payment_methods.map(toPaymentMethod));
  }

  async previewBuy(request: BasketBuyPreviewRequest): Promise<ApiResult<Expiring<BasketBuyPreview>>> {
    const card = request.card;
    const body = {
      basket_id: request.basketId,
      payment_method: request.paymentMethod,
      rebalancing_interval: toWireInterval(request.rebalancingInterval),
      payment_currency: request.paymentCurrency,
      payment_amount: request.paymentAmount.toFixed(),
      payment_detail: {
        currency: request.paymentCurrency,
        ...(card === undefined ? {} : { id: card.id, brand: card.brand, masked_card_number: card.maskedCardNumber }),
      },
    };
    return mapResult(await this.http.call(routes.basketBuyPreview, { body }), (b) => toBuyPreview(b.preview));
  }

  async previewSell(request: BasketSellPreviewRequest): Promise<ApiResult<Expiring<BasketSellPreview>>> {
    const body = {
      basket_id: request.basketId,
      payout_method: request.payoutMethod,
      payout_percentage: request.payoutPercentage.toFixed(),
      payout_detail: { currency: request.payoutCurrency },
    };
    return mapResult(await this.http.call(routes.basketSellPreview, { body }), (b) => toSellPreview(b.preview));
  }

  async confirmBuy(previewId: string): Promise<ApiResult<BasketTransaction>> {
    return mapResult(await this.http.call(routes.basketBuyConfirm, { body: { preview_id: previewId } }), (b) => toTransaction(b.transaction));
  }

  async confirmSell(previewId: string): Promise<ApiResult<BasketTransaction>> {
    return mapResult(await this.http.call(routes.basketSellConfirm, { body: { preview_id: previewId } }), (b) => toTransaction(b.transaction));
  }

  async startThirdPartyBuy(previewId: string): Promise<ApiResult<BasketThirdPartyPayment>> {
    return mapResult(await this.http.call(routes.basketThirdPartyTrade, { body: { preview_id: previewId } }), toThirdParty);
  }

  async getPurchase(purchaseUuid: string): Promise<ApiResult<BasketPurchase>> {
    return mapResult(await this.http.call(routes.basketPurchase, { params: { purchaseUuid } }), ({ purchase: p }) => ({
      purchaseUuid: p.purchase_uuid,
      status: p.status,
      transactionId: p.transaction_id ?? undefined,
      errorCode: p.error_code ?? undefined,
    }));
  }

  async previewTransfer(basketId: string, portion: Dec): Promise<ApiResult<Expiring<BasketTransferPreview>>> {
    const body = { basket_id: basketId, payout_percentage: portionText(portion) };
    return mapResult(await this.http.call(routes.basketTransferPreview, { body }), (b) => toTransferPreview(b.preview));
  }

  async createTransfer(previewId: string): Promise<ApiResult<BasketTransfer>> {
    return mapResult(await this.http.call(routes.basketTransferCreate, { body: { preview_id: previewId } }), (b) => toTransfer(b.transfer));
  }

  async getTransfer(transferId: string): Promise<ApiResult<BasketTransfer>> {
    return mapResult(await this.http.call(routes.basketTransfer, { params: { id: transferId } }), (b) => toTransfer(b.transfer));
  }

  async listNotifications(): Promise<ApiResult<readonly BasketNotification[]>> {
    return mapResult(await this.http.call(routes.basketNotifications), (b) => b.notifications.map(toNotification));
  }

  async markNotificationRead(notificationId: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.basketNotificationRead, { params: { id: notificationId } }), () => undefined);
  }
}
