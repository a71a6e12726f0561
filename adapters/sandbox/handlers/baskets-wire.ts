import { toWireInterval, REBALANCING_INTERVALS } from '../../../domain/basket/rebalancing-interval';
import type { Dec } from '../../../domain/money/decimal';
import type {
  BasketBuyPreviewWire,
  BasketFeeWire,
  BasketInstanceDetailWire,
  BasketNotificationWire,
  BasketOfferWire,
  BasketPaymentMethodWire,
  BasketPurchasingInfoWire,
  BasketSellPreviewWire,
  BasketTransactionWire,
  BasketTransferPreviewWire,
  BasketTransferWire,
  BasketWire,
} from '../../http/schemas/baskets';
import type { CatalogueOffer } from '../exchange/baskets/basket-catalogue';
import type { BuyPreviewState, ChargedFee, NotificationState, SellPreviewState, TransferPreviewState, TransferState } from '../exchange/baskets/basket-slice';
import type { BasketView, InstanceDetailView, OfferView } from '../exchange/baskets/basket-views';
import type { PaymentMethodView, PurchasingInfoView } from '../exchange/sandbox-baskets';
import type { TransactionState } from '../exchange/sandbox-state';

const iso = (ms: number): string => new Date(ms).toISOString();
const text = (d: Dec): string => d.toFixed();

export const basketWire = (b: BasketView): BasketWire => ({
  id: b.id,
  offer_id: b.offerId,
  title: b.title,
  label: b.label,
  banner_display_url: b.bannerUrl,
  coins: b.coins.map((c) => ({ symbol: c.symbol, weight: text(c.weight) })),
  balance: b.balance.toFixed(2),
  balance_currency: b.currency,
  base_currency: b.baseCurrency,
  stakeable: b.stakeable,
  price_change: { percentage: text(b.priceChange.percentage), period: b.priceChange.period },
  origin: b.origin,
  rebalancing_interval: toWireInterval(b.interval) as BasketWire['rebalancing_interval'],
  next_rebalancing_at: b.nextRebalancingAt === null ? null : iso(b.nextRebalancingAt),
  delisted: b.delisted,
  disabled: b.disabled,
});

const catalogueFeeWire = (fee: CatalogueOffer['fee'], currency: string): BasketFeeWire => ({ type: fee.type, value: fee.value, currency });

export const offerWire = (o: OfferView): BasketOfferWire => ({
  ...basketWire(o),
  description: o.description,
  category_ids: [...o.categoryIds],
  fee: catalogueFeeWire(o.fee, o.baseCurrency),
  performance: o.performance.map((p) => ({ period: p.period, percentage: text(p.percentage) })),
});

export const instanceDetailWire = (i: InstanceDetailView): BasketInstanceDetailWire => ({
  ...basketWire(i),
  holdings: i.holdings.map((h) => ({ symbol: h.symbol, amount: text(h.amount), value: h.value.toFixed(2), target_weight: text(h.targetWeight) })),
  rebalancing_in_progress: i.rebalancingInProgress,
});

export const transactionWire = (t: TransactionState): BasketTransactionWire => ({
  id: t.id,
  kind: t.kind,
  side: t.side,
  status: t.status,
  from_currency: t.fromCurrency,
  from_amount: t.fromAmount,
  to_currency: t.toCurrency,
  to_amount: t.toAmount,
  basket_id: String(t.details?.['basket_id'] ?? ''),
  offer_id: String(t.details?.['offer_id'] ?? ''),
  created_at: iso(t.createdAt),
});

const feeWire = (f: ChargedFee): BasketFeeWire => ({ type: f.type, value: f.value, currency: f.currency });

const previewCommon = (p: BuyPreviewState | SellPreviewState, offer: OfferView | undefined) => ({
  id: p.id,
  basket_id: p.instanceId ?? p.offerId,
  basket_name: offer?.title ?? '',
  basket_coins: p.coins.map((c) => c.symbol),
  fee: p.fees[0] === undefined ? null : feeWire(p.fees[0]),
  fees: p.fees.map(feeWire),
  expires_at: iso(p.expiresAt),
});

export const buyPreviewWire = (p: BuyPreviewState, offer: OfferView | undefined): BasketBuyPreviewWire => ({
  ...previewCommon(p, offer),
  payment_method: p.method,
  payment_currency: p.currency,
  payment_amount: p.net,
  payment_amount_in_native_currency: p.netNative,
  payment_amount_in_usd: p.netUsd,
  total_payment_amount: p.total,
  rate: p.rate,
  rebalancing_interval: toWireInterval(p.interval) as BasketBuyPreviewWire['rebalancing_interval'],
});

export const sellPreviewWire = (p: SellPreviewState, offer: OfferView | undefined): BasketSellPreviewWire => ({
  ...previewCommon(p, offer),
  payout_method: p.method,
  payout_currency: p.currency,
  payout_percentage: p.percentage,
  payout_amount: p.payout,
  payout_amount_in_native_currency: p.payoutNative,
  payout_amount_in_usd: p.payoutUsd,
  total_payout_amount: p.total,
});

export const transferPreviewWire = (p: TransferPreviewState): BasketTransferPreviewWire => ({
  id: p.id,
  basket_id: p.instanceId ?? p.offerId,
  payout_percentage: p.percentage,
  coins: p.coins.map((c) => ({ symbol: c.symbol, amount: c.amount })),
  total_value: p.value,
  currency: p.currency,
  expires_at: iso(p.expiresAt),
});

export const transferWire = (t: TransferState): BasketTransferWire => ({
  id: t.id,
  basket_id: t.instanceId,
  payout_percentage: t.percentage,
  status: t.status,
  coins: t.coins.map((c) => ({ symbol: c.symbol, amount: c.amount })),
  transaction_ids: [...t.transactionIds],
  created_at: iso(t.createdAt),
});

export const paymentMethodWire = (m: PaymentMethodView): BasketPaymentMethodWire => ({
  payment_method: m.method,
  currency: m.currency,
  id: m.cardId ?? null,
  brand: m.brand ?? null,
  masked_card_number: m.maskedCardNumber ?? null,
  balance: m.balance === undefined ? null : m.balance.toFixed(),
  is_expired: m.expired,
  is_sg_issue_card: m.singaporeRejected,
});

export const purchasingInfoWire = (info: PurchasingInfoView): BasketPurchasingInfoWire => ({
  offer_id: info.offer.id,
  fee: catalogueFeeWire(info.offer.fee, info.offer.baseCurrency),
  card_fees: info.cardFees.map((f) => ({ payment_method: f.method, percentage: text(f.percentage) })),
  minimums: {
    minimum_trading_amount_usd: info.minimums.trading.plain,
    minimum_trading_amount_with_buffer_usd: info.minimums.trading.withBuffer,
    minimum_selling_amount_usd: info.minimums.selling.plain,
    minimum_selling_amount_with_buffer_usd: info.minimums.selling.withBuffer,
  },
  rebalancing_intervals: REBALANCING_INTERVALS.map((i) => toWireInterval(i) as BasketPurchasingInfoWire['default_rebalancing_interval']),
  default_rebalancing_interval: toWireInterval(info.offer.interval) as BasketPurchasingInfoWire['default_rebalancing_interval'],
});

export const notificationWire = (n: NotificationState): BasketNotificationWire => ({
  id: n.id,
  kind: n.kind,
  basket_id: n.instanceId,
  transaction_id: n.transactionId,
  created_at: iso(n.createdAt),
  read: n.read,
});
