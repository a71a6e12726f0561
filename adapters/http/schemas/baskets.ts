import * as z from 'zod/mini';
import { currency } from './common';
import { moneyString } from './money';
import { purchaseResponse } from './trading';

/** Rebalancing intervals as the wire names them (spec 000 §3). */
export const wireInterval = z.enum(['never', 'weekly', 'bi-weekly', 'monthly']);
export const basketFee = z.object({ type: z.enum(['amount', 'percentage']), value: moneyString, currency });
const coinAmount = z.object({ symbol: currency, amount: moneyString });

/** Spec 000 §3 Basket: an offer or an owned instance. */
export const basket = z.object({
  id: z.string(),
  offer_id: z.string(),
  title: z.string(),
  label: z.string(),
  banner_display_url: z.string(),
  coins: z.array(z.object({ symbol: currency, weight: moneyString })),
  balance: moneyString,
  balance_currency: currency,
  base_currency: currency,
  stakeable: z.boolean(),
  price_change: z.object({ percentage: moneyString, period: z.string() }),
  origin: z.string(),
  rebalancing_interval: wireInterval,
  next_rebalancing_at: z.nullable(z.iso.datetime()),
  delisted: z.boolean(),
  disabled: z.boolean(),
});

export const basketOffer = z.extend(basket, {
  description: z.string(),
  category_ids: z.array(z.string()),
  fee: basketFee,
  performance: z.array(z.object({ period: z.string(), percentage: moneyString })),
});

export const basketInstanceDetail = z.extend(basket, {
  holdings: z.array(z.object({ symbol: currency, amount: moneyString, value: moneyString, target_weight: moneyString })),
  rebalancing_in_progress: z.boolean(),
});

export const basketTransaction = z.object({
  id: z.string(),
  kind: z.string(),
  side: z.enum(['buy', 'sell', 'in', 'out']),
  status: z.string(),
  from_currency: currency,
  from_amount: moneyString,
  to_currency: currency,
  to_amount: moneyString,
  basket_id: z.string(),
  offer_id: z.string(),
  created_at: z.iso.datetime(),
});

const previewCommon = {
  id: z.string(),
  basket_id: z.string(),
  basket_name: z.string(),
  basket_coins: z.array(currency),
  fee: z.nullable(basketFee),
  fees: z.array(basketFee),
  expires_at: z.iso.datetime(),
};

export const basketBuyPreview = z.object({
  ...previewCommon,
  payment_method: z.string(),
  payment_currency: currency,
  payment_amount: moneyString,
  payment_amount_in_native_currency: moneyString,
  payment_amount_in_usd: moneyString,
  total_payment_amount: moneyString,
  rate: moneyString,
  rebalancing_interval: wireInterval,
});

export const basketSellPreview = z.object({
  ...previewCommon,
  payout_method: z.string(),
  payout_currency: currency,
  payout_percentage: moneyString,
  payout_amount: moneyString,
  payout_amount_in_native_currency: moneyString,
  payout_amount_in_usd: moneyString,
  total_payout_amount: moneyString,
});

export const basketTransferPreview = z.object({
  id: z.string(),
  basket_id: z.string(),
  payout_percentage: moneyString,
  coins: z.array(coinAmount),
  total_value: moneyString,
  currency,
  expires_at: z.iso.datetime(),
});

export const basketTransfer = z.object({
  id: z.string(),
  basket_id: z.string(),
  payout_percentage: moneyString,
  status: z.enum(['processing', 'completed', 'failed']),
  coins: z.array(coinAmount),
  transaction_ids: z.array(z.string()),
  created_at: z.iso.datetime(),
});

export const basketPaymentMethod = z.object({
  payment_method: z.string(),
  currency,
  id: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  masked_card_number: z.nullable(z.string()),
  balance: z.nullable(moneyString),
  is_expired: z.boolean(),
  is_sg_issue_card: z.boolean(),
});

export const basketPurchasingInfo = z.object({
  offer_id: z.string(),
  fee: basketFee,
  card_fees: z.array(z.object({ payment_method: z.string(), percentage: moneyString })),
  minimums: z.object({
    minimum_trading_amount_usd: moneyString,
    minimum_trading_amount_with_buffer_usd: moneyString,
    minimum_selling_amount_usd: moneyString,
    minimum_selling_amount_with_buffer_usd: moneyString,
  }),
  rebalancing_intervals: z.array(wireInterval),
  default_rebalancing_interval: wireInterval,
});

export const basketNotification = z.object({
  id: z.string(),
  kind: z.literal('basket_sell_completed'),
  basket_id: z.string(),
  transaction_id: z.string(),
  created_at: z.iso.datetime(),
  read: z.boolean(),
});

const okWith = <S extends z.core.$ZodLooseShape>(shape: S) => z.object({ ok: z.literal(true), ...shape });

export const basketInstancesResponse = okWith({ instances: z.array(basket) });
export const basketInstanceByOfferResponse = okWith({ instance: z.nullable(basket) });
export const basketInstanceResponse = okWith({ instance: basketInstanceDetail });
export const basketRebalancingResponse = okWith({ instance: basket });
export const basketOffersResponse = okWith({ offers: z.array(basketOffer), categories: z.array(z.object({ id: z.string(), name: z.string() })) });
export const basketOfferResponse = okWith({ offer: basketOffer });
export const basketPurchasingInfoResponse = okWith({ purchasing_info: basketPurchasingInfo });
export const basketTransactionsResponse = okWith({ transactions: z.array(basketTransaction) });
export const basketPaymentMethodsResponse = okWith({ payment_methods: z.array(basketPaymentMethod) });
export const basketBuyPreviewResponse = okWith({ preview: basketBuyPreview });
export const basketSellPreviewResponse = okWith({ preview: basketSellPreview });
export const basketTradeResponse = okWith({ transaction: basketTransaction });
/** Spec 000 §7 basket third-party trade: the same shape as the coin purchases' answer. */
export const basketThirdPartyResponse = purchaseResponse;
export const basketPurchaseResponse = okWith({
  purchase: z.object({
    purchase_uuid: z.string(),
    status: z.enum(['pending', 'completed', 'failed']),
    transaction_id: z.nullable(z.string()),
    error_code: z.nullable(z.string()),
  }),
});
export const basketTransferPreviewResponse = okWith({ preview: basketTransferPreview });
export const basketTransferResponse = okWith({ transfer: basketTransfer });
export const basketNotificationsResponse = okWith({ notifications: z.array(basketNotification) });

export type BasketWire = z.input<typeof basket>;
export type BasketOfferWire = z.input<typeof basketOffer>;
export type BasketInstanceDetailWire = z.input<typeof basketInstanceDetail>;
export type BasketTransactionWire = z.input<typeof basketTransaction>;
export type BasketBuyPreviewWire = z.input<typeof basketBuyPreview>;
export type BasketSellPreviewWire = z.input<typeof basketSellPreview>;
export type BasketFeeWire = z.input<typeof basketFee>;
export type BasketPaymentMethodWire = z.input<typeof basketPaymentMethod>;
export type BasketPurchasingInfoWire = z.input<typeof basketPurchasingInfo>;
export type BasketNotificationWire = z.input<typeof basketNotification>;
export type BasketTransferPreviewWire = z.input<typeof basketTransferPreview>;
export type BasketTransferWire = z.input<typeof basketTransfer>;
export type BasketThirdPartyWire = z.input<typeof basketThirdPartyResponse>;
