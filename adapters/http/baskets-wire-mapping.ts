import type * as z from 'zod/mini';
import type { BasketInstanceDetail, BasketListing, BasketOffer, BasketPurchasingInfo } from '../../application/ports/baskets-port';
import type { BasketPayMethod } from '../../domain/basket/basket-payment-options';
import type { BasketFee } from '../../domain/basket/basket-fee';
import { fromWireInterval, type RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import type { basket, basketFee, basketInstanceDetail, basketOffer, basketPaymentMethod, basketPurchasingInfo, wireInterval } from './schemas/baskets';

export type Out<S extends z.ZodMiniType> = z.output<S>;

/** The schema admits only the four wire names, so every one maps. */
export const toInterval = (raw: Out<typeof wireInterval>): RebalancingInterval => fromWireInterval(raw) ?? 'never';

export const toBasketFee = (f: Out<typeof basketFee>): BasketFee => ({ type: f.type, value: f.value, currency: f.currency });

/** Spec 000 §3 Basket from the wire; the balance is a Decimal, the next rebalancing epoch ms. */
export const toBasketListing = (b: Out<typeof basket>): BasketListing => ({
  id: b.id,
  offerId: b.offer_id,
  title: b.title,
  label: b.label,
  bannerUrl: b.banner_display_url,
  coins: b.coins.map((c) => c.symbol),
  weights: b.coins.map((c) => ({ symbol: c.symbol, weight: c.weight })),
  balance: b.balance,
  balanceCurrency: b.balance_currency,
  baseCurrency: b.base_currency,
  stakeable: b.stakeable,
  priceChange: b.price_change,
  origin: b.origin,
  rebalancingInterval: toInterval(b.rebalancing_interval),
  nextRebalancingAt: b.next_rebalancing_at === null ? undefined : Date.parse(b.next_rebalancing_at),
  delisted: b.delisted,
  disabled: b.disabled,
});

export const toBasketOffer = (o: Out<typeof basketOffer>): BasketOffer => ({
  ...toBasketListing(o),
  description: o.description,
  categoryIds: o.category_ids,
  fee: toBasketFee(o.fee),
  performance: o.performance,
});

export const toBasketDetail = (i: Out<typeof basketInstanceDetail>): BasketInstanceDetail => ({
  ...toBasketListing(i),
  holdings: i.holdings.map((h) => ({ symbol: h.symbol, amount: h.amount, value: h.value, targetWeight: h.target_weight })),
  rebalancingInProgress: i.rebalancing_in_progress,
});

export const toPurchasingInfo = (i: Out<typeof basketPurchasingInfo>): BasketPurchasingInfo => ({
  offerId: i.offer_id,
  fee: toBasketFee(i.fee),
  cardFees: i.card_fees.map((f) => ({ paymentMethod: f.payment_method, percentage: f.percentage })),
  minimums: {
    trading: { plain: i.minimums.minimum_trading_amount_usd, withBuffer: i.minimums.minimum_trading_amount_with_buffer_usd },
    selling: { plain: i.minimums.minimum_selling_amount_usd, withBuffer: i.minimums.minimum_selling_amount_with_buffer_usd },
  },
  rebalancingIntervals: i.rebalancing_intervals.map(toInterval),
  defaultRebalancingInterval: toInterval(i.default_rebalancing_interval),
});

export const toPaymentMethod = (m: Out<typeof basketPaymentMethod>): BasketPayMethod => ({
  paymentMethod: m.payment_method,
  currency: m.currency,
  cardId: m.id ?? undefined,
  brand: m.brand ?? undefined,
  maskedCardNumber: m.masked_card_number ?? undefined,
  balance: m.balance ?? undefined,
  isExpired: m.is_expired,
  isSGIssueCard: m.is_sg_issue_card,
});
