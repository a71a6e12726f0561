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
import * as z from 'zod/mini';
import { route } from './route';

const BASE = '/api/v1/crypto-baskets';

const previewId = z.object({ preview_id: z.string() });

/** Spec 000 §7 basket buy preview body. */
const basketBuyPreviewBody = z.object({
  basket_id: z.string(),
  payment_method: z.string(),
  rebalancing_interval: z.string(),
  payment_currency: z.string(),
  payment_amount: z.string(),
  payment_detail: z.object({ currency: z.string(), id: z.optional(z.string()), brand: z.optional(z.string()), masked_card_number: z.optional(z.string()) }),
});
export type BasketBuyPreviewBody = z.input<typeof basketBuyPreviewBody>;

/** Spec 000 §7 basket sell preview body. */
const basketSellPreviewBody = z.object({
  basket_id: z.string(),
  payout_method: z.string(),
  payout_percentage: z.string(),
  payout_detail: z.object({ currency: z.string() }),
});
export type BasketSellPreviewBody = z.input<typeof basketSellPreviewBody>;

/** Crypto baskets: offers, instances, previews, trades, transfers, rebalancing (spec 000 §7, spec 001 §7). */
export const basketsRoutes = {
  /** Query origin=all. Registered before basketInstance: '/instances/detail' also matches '/instances/{id}'. */
  basketInstances: route('GET', `${BASE}/instances`, basketInstancesResponse),
  /** Query offer_id. */
  basketInstanceByOffer: route('GET', `${BASE}/instances/detail`, basketInstanceByOfferResponse),
  basketInstance: route('GET', `${BASE}/instances/{id}`, basketInstanceResponse),
  basketRebalancing: route('POST', `${BASE}/instances/{instanceId}/rebalancing`, basketRebalancingResponse, {
    body: z.object({ enabled: z.boolean(), rebalancing_interval: z.string() }),
  }),
  /** As the spec gives it, without /api. Query origin, search, category_id, show_all_performance_periods. */
  basketOffers: route('GET', '/v1/crypto-baskets/offers', basketOffersResponse),
  basketOffer: route('GET', `${BASE}/offers/{id}`, basketOfferResponse),
  basketPurchasingInfo: route('GET', `${BASE}/offers/{id}/purchasing-info`, basketPurchasingInfoResponse),
  /** As the spec gives it, without /api. Query count (50). */
  basketTransactions: route('GET', '/v1/crypto-baskets/transactions', basketTransactionsResponse),
  /** (design) query side. */
  basketPaymentMethods: route('GET', `${BASE}/payment-methods`, basketPaymentMethodsResponse),
  /** (design) */
  basketBuyPreview: route('POST', `${BASE}/orders/buy/preview`, basketBuyPreviewResponse, { body: basketBuyPreviewBody }),
  /** (design) */
  basketSellPreview: route('POST', `${BASE}/orders/sell/preview`, basketSellPreviewResponse, { body: basketSellPreviewBody }),
  /** (design) cash-account buy of a preview. */
  basketBuyConfirm: route('POST', `${BASE}/orders/buy/confirm`, basketTradeResponse, { body: previewId, signed: true }),
  /** (design) */
  basketSellConfirm: route('POST', `${BASE}/orders/sell/confirm`, basketTradeResponse, { body: previewId, signed: true }),
  /** (design) card, Apple Pay or Google Pay buy of a preview. */
  basketThirdPartyTrade: route('POST', `${BASE}/orders/buy/third-party`, basketThirdPartyResponse, { body: previewId, signed: true }),
  /** (design) the outcome of a third-party purchase. */
  basketPurchase: route('GET', `${BASE}/orders/purchases/{purchaseUuid}`, basketPurchaseResponse),
  basketTransferPreview: route('POST', `${BASE}/transfers/preview`, basketTransferPreviewResponse, {
    body: z.object({ basket_id: z.string(), payout_percentage: z.string() }),
  }),
  basketTransferCreate: route('POST', `${BASE}/transfers/create`, basketTransferResponse, { body: previewId, signed: true }),
  /** (design) a transfer's status, polled every 15 s until it completes (spec 001 §9). */
  basketTransfer: route('GET', `${BASE}/transfers/{id}`, basketTransferResponse),
  /** (design) the basket sell-complete notifications. */
  basketNotifications: route('GET', `${BASE}/notifications`, basketNotificationsResponse),
  /** (design) */
  basketNotificationRead: route('POST', `${BASE}/notifications/{id}/read`, emptyOk),
} as const;
