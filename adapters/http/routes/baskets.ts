import { emptyOk } from '../schemas/common';
import {
  basketBuyPreviewResponse,
  basketInstanceByOfferResponse,
  basketInstanceResponse,
  basketInstancesResponse,
  basketNotificationsResponse,
  basketOfferResponse,
  basketOffersResponse,
  basketPaymentMethodsResponse,
  basketPurchaseResponse,
  basketPurchasingInfoResponse,
  basketRebalancingResponse,
  basketSellPreviewResponse,
  basketThirdPartyResponse,
  basketTradeResponse,
  basketTransactionsResponse,
  basketTransferPreviewResponse,
  basketTransferResponse,
} from '../schemas/baskets';
import { route } from './route';

const BASE = '/api/v1/crypto-baskets';

/** Spec 000 §7 basket buy preview body. */
export interface BasketBuyPreviewBody {
  basket_id: string;
  payment_method: string;
  rebalancing_interval: string;
  payment_currency: string;
  payment_amount: string;
  payment_detail: { currency: string; id?: string; brand?: string; masked_card_number?: string };
}

/** Spec 000 §7 basket sell preview body. */
export interface BasketSellPreviewBody {
  basket_id: string;
  payout_method: string;
  payout_percentage: string;
  payout_detail: { currency: string };
}

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing (spec 000 §7, spec 001 §7). */
export const basketsRoutes = {
  /** Query origin=all. Registered before basketInstance: '/instances/detail' also matches '/instances/{id}'. */
  basketInstances: route()('GET', `${BASE}/instances`, basketInstancesResponse),
  /** Query offer_id. */
  basketInstanceByOffer: route()('GET', `${BASE}/instances/detail`, basketInstanceByOfferResponse),
  basketInstance: route()('GET', `${BASE}/instances/{id}`, basketInstanceResponse),
  basketRebalancing: route<{ enabled: boolean; rebalancing_interval: string }>()(
    'POST',
    `${BASE}/instances/{instanceId}/rebalancing`,
    basketRebalancingResponse,
  ),
  /** As the spec gives it, without /api. Query origin, search, category_id, show_all_performance_periods. */
  basketOffers: route()('GET', '/v1/crypto-baskets/offers', basketOffersResponse),
  basketOffer: route()('GET', `${BASE}/offers/{id}`, basketOfferResponse),
  basketPurchasingInfo: route()('GET', `${BASE}/offers/{id}/purchasing-info`, basketPurchasingInfoResponse),
  /** As the spec gives it, without /api. Query count (50). */
  basketTransactions: route()('GET', '/v1/crypto-baskets/transactions', basketTransactionsResponse),
  /** (design) query side. */
  basketPaymentMethods: route()('GET', `${BASE}/payment-methods`, basketPaymentMethodsResponse),
  /** (design) */
  basketBuyPreview: route<BasketBuyPreviewBody>()('POST', `${BASE}/orders/buy/preview`, basketBuyPreviewResponse),
  /** (design) */
  basketSellPreview: route<BasketSellPreviewBody>()('POST', `${BASE}/orders/sell/preview`, basketSellPreviewResponse),
  /** (design) cash-account buy of a preview. */
  basketBuyConfirm: route<{ preview_id: string }>()('POST', `${BASE}/orders/buy/confirm`, basketTradeResponse, { signed: true }),
  /** (design) */
  basketSellConfirm: route<{ preview_id: string }>()('POST', `${BASE}/orders/sell/confirm`, basketTradeResponse, { signed: true }),
  /** (design) card, Apple Pay or Google Pay buy of a preview. */
  basketThirdPartyTrade: route<{ preview_id: string }>()('POST', `${BASE}/orders/buy/third-party`, basketThirdPartyResponse, { signed: true }),
  /** (design) the outcome of a third-party purchase. */
  basketPurchase: route()('GET', `${BASE}/orders/purchases/{purchaseUuid}`, basketPurchaseResponse),
  basketTransferPreview: route<{ basket_id: string; payout_percentage: string }>()('POST', `${BASE}/transfers/preview`, basketTransferPreviewResponse),
  basketTransferCreate: route<{ preview_id: string }>()('POST', `${BASE}/transfers/create`, basketTransferResponse, { signed: true }),
  /** (design) the basket sell-complete notifications. */
  basketNotifications: route()('GET', `${BASE}/notifications`, basketNotificationsResponse),
  /** (design) */
  basketNotificationRead: route()('POST', `${BASE}/notifications/{id}/read`, emptyOk),
} as const;
