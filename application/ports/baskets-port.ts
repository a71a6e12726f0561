import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import type { Basket } from '../../domain/basket/basket';
import type { BasketWeight } from '../../domain/basket/basket-allocation';
import type { BasketFee } from '../../domain/basket/basket-fee';
import type { BasketMinimums } from '../../domain/basket/basket-minimums';
import type { BasketBuyPreview, BasketSellPreview, BasketSellPreviewRequest } from '../../domain/basket/basket-preview';
import type { RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import type { GooglePayParams } from './google-pay-port';
import type { CurrencyCode } from '../../domain/money/currency';
import type { Dec } from '../../domain/money/decimal';
import type { TradeSide } from '../../domain/trade/quotation';
import type { ApiResult } from './api-error';

/** A basket as listed (spec 000 §3 Basket) with what the lists show besides the domain's fields. */
export interface BasketListing extends Basket {
  readonly label: string;
  readonly bannerUrl: string;
  readonly weights: readonly BasketWeight[];
  /** The currency `balance` is in (the customer's native currency; the base currency for offers). */
  readonly balanceCurrency: CurrencyCode;
  readonly priceChange: { readonly percentage: Dec; readonly period: string };
}

export interface BasketOffer extends BasketListing {
  readonly description: string;
  readonly categoryIds: readonly string[];
  readonly fee: BasketFee;
  readonly performance: readonly { readonly period: string; readonly percentage: Dec }[];
}

export interface BasketCategory {
  readonly id: string;
  readonly name: string;
}

export interface BasketOfferQuery {
  /** 'preset' shows only preset baskets (spec 000 §3); omitted means every origin. */
  readonly origin?: string;
  readonly search?: string;
  readonly categoryId?: string;
  readonly allPerformancePeriods?: boolean;
}

/** An owned basket with its constituents (GET .../instances/{id}). */
export interface BasketInstanceDetail extends BasketListing {
  readonly holdings: readonly { readonly symbol: CurrencyCode; readonly amount: Dec; readonly value: Dec; readonly targetWeight: Dec }[];
  readonly rebalancingInProgress: boolean;
}

/** What buying an offer costs and needs (GET .../offers/{id}/purchasing-info). */
export interface BasketPurchasingInfo {
  readonly offerId: string;
  readonly fee: BasketFee;
  readonly cardFees: readonly { readonly paymentMethod: string; readonly percentage: Dec }[];
  readonly minimums: BasketMinimums;
  readonly rebalancingIntervals: readonly RebalancingInterval[];
  readonly defaultRebalancingInterval: RebalancingInterval;
}

/** A basket history entry (GET /v1/crypto-baskets/transactions). */
export interface BasketTransaction {
  readonly id: string;
  readonly kind: string;
  readonly side: 'buy' | 'sell' | 'in' | 'out';
  readonly status: string;
  readonly fromCurrency: CurrencyCode;
  readonly fromAmount: Dec;
  readonly toCurrency: CurrencyCode;
  readonly toAmount: Dec;
  readonly basketId: string;
  readonly offerId: string;
  readonly createdAt: number;
}

/** Spec 000 §7 basket buy preview request. */
export interface BasketBuyPreviewRequest {
  readonly basketId: string;
  readonly paymentMethod: 'fiat_wallet' | 'credit_card' | 'apple_pay' | 'google_pay';
  readonly rebalancingInterval: RebalancingInterval;
  readonly paymentCurrency: CurrencyCode;
  /** What the customer pays, fees included. */
  readonly paymentAmount: Dec;
  readonly card?: { readonly id: string; readonly brand: string; readonly maskedCardNumber: string };
}

/** A preview valid until `expiresAt` (epoch ms); it executes at most once. */
export type Expiring<T> = T & { readonly expiresAt: number };

/** The third-party trade's answer (spec 000 §7): a frame page, or the parameters of the Apple Pay or Google Pay sheet. */
export type BasketThirdPartyPayment =
  | { readonly kind: 'card'; readonly purchaseUuid: string; readonly html: string }
  | { readonly kind: 'apple_pay'; readonly purchaseUuid: string; readonly gatewayMerchantId: string }
  | ({ readonly kind: 'google_pay'; readonly purchaseUuid: string } & GooglePayParams);

export interface BasketPurchase {
  readonly purchaseUuid: string;
  readonly status: 'pending' | 'completed' | 'failed';
  readonly transactionId: string | undefined;
  readonly errorCode: string | undefined;
}

/** Spec 001 §7 basket transfer preview: the coins a portion takes out of the basket. */
export interface BasketTransferPreview {
  readonly id: string;
  readonly basketId: string;
  readonly portion: Dec;
  readonly coins: readonly { readonly symbol: CurrencyCode; readonly amount: Dec }[];
  readonly totalValue: Dec;
  readonly currency: CurrencyCode;
}

/** Processing until the coins reach the wallets (polled every 15 s, spec 001 §9). */
export type BasketTransferStatus = 'processing' | 'completed' | 'failed';

export interface BasketTransfer {
  readonly id: string;
  readonly basketId: string;
  readonly portion: Dec;
  readonly status: BasketTransferStatus;
  readonly coins: readonly { readonly symbol: CurrencyCode; readonly amount: Dec }[];
  readonly transactionIds: readonly string[];
  readonly createdAt: number;
}

/** Spec 000 §4: the basket sell-complete notification. */
export interface BasketNotification {
  readonly id: string;
  readonly kind: 'basket_sell_completed';
  readonly basketId: string;
  readonly transactionId: string;
  readonly createdAt: number;
  readonly read: boolean;
}

/** Crypto baskets (spec 000 §7, 001 §7 'Basket transfers'). */
export interface BasketsPort {
  listOffers(query: BasketOfferQuery): Promise<ApiResult<{ readonly offers: readonly BasketOffer[]; readonly categories: readonly BasketCategory[] }>>;
  getOffer(offerId: string): Promise<ApiResult<BasketOffer>>;
  getPurchasingInfo(offerId: string): Promise<ApiResult<BasketPurchasingInfo>>;
  /** The customer's baskets (origin=all). */
  listInstances(): Promise<ApiResult<readonly BasketListing[]>>;
  /** The customer's basket of an offer; undefined when none is owned. */
  getInstanceForOffer(offerId: string): Promise<ApiResult<BasketListing | undefined>>;
  getInstance(instanceId: string): Promise<ApiResult<BasketInstanceDetail>>;
  /** Spec 000 §7: 'never' disables rebalancing. */
  setRebalancing(instanceId: string, interval: RebalancingInterval): Promise<ApiResult<BasketListing>>;
  listTransactions(): Promise<ApiResult<readonly BasketTransaction[]>>;
  getPaymentMethods(side: TradeSide): Promise<ApiResult<readonly BasketPayMethod[]>>;
  previewBuy(request: BasketBuyPreviewRequest): Promise<ApiResult<Expiring<BasketBuyPreview>>>;
  previewSell(request: BasketSellPreviewRequest): Promise<ApiResult<Expiring<BasketSellPreview>>>;
  /** Executes a cash-account buy preview (signed). */
  confirmBuy(previewId: string): Promise<ApiResult<BasketTransaction>>;
  /** Executes a sell preview (signed); the sale is pending until it settles. */
  confirmSell(previewId: string): Promise<ApiResult<BasketTransaction>>;
  /** Starts a card, Apple Pay or Google Pay buy of a preview (signed). */
  startThirdPartyBuy(previewId: string): Promise<ApiResult<BasketThirdPartyPayment>>;
  getPurchase(purchaseUuid: string): Promise<ApiResult<BasketPurchase>>;
  /** Spec 001 §5, §7: the portion is an integer 1-100. */
  previewTransfer(basketId: string, portion: Dec): Promise<ApiResult<Expiring<BasketTransferPreview>>>;
  /** Creates the transfer of a preview (signed). */
  createTransfer(previewId: string): Promise<ApiResult<BasketTransfer>>;
  getTransfer(transferId: string): Promise<ApiResult<BasketTransfer>>;
  listNotifications(): Promise<ApiResult<readonly BasketNotification[]>>;
  markNotificationRead(notificationId: string): Promise<ApiResult<void>>;
}
