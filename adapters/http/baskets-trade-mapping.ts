import type {
  BasketNotification,
  BasketThirdPartyPayment,
  BasketTransaction,
  BasketTransfer,
  BasketTransferPreview,
  Expiring,
} from '../../application/ports/baskets-port';
import type { BasketBuyPreview, BasketSellPreview } from '../../domain/basket/basket-preview';
import { type Out, toBasketFee, toInterval } from './baskets-wire-mapping';
import type {
  basketBuyPreview,
  basketNotification,
  basketSellPreview,
  basketThirdPartyResponse,
  basketTransaction,
  basketTransfer,
  basketTransferPreview,
} from './schemas/baskets';

export const toTransaction = (t: Out<typeof basketTransaction>): BasketTransaction => ({
  id: t.id,
  kind: t.kind,
  side: t.side,
  status: t.status,
  fromCurrency: t.from_currency,
  fromAmount: t.from_amount,
  toCurrency: t.to_currency,
  toAmount: t.to_amount,
  basketId: t.basket_id,
  offerId: t.offer_id,
  createdAt: Date.parse(t.created_at),
});

const previewCommon = (p: Out<typeof basketBuyPreview> | Out<typeof basketSellPreview>) => ({
  id: p.id,
  basketId: p.basket_id,
  basketName: p.basket_name,
  basketCoins: p.basket_coins,
  fee: p.fee === null ? undefined : toBasketFee(p.fee),
  fees: p.fees.map(toBasketFee),
  expiresAt: Date.parse(p.expires_at),
});

export const toBuyPreview = (p: Out<typeof basketBuyPreview>): Expiring<BasketBuyPreview> => ({
  ...previewCommon(p),
  paymentAmount: p.payment_amount,
  paymentAmountInNativeCurrency: p.payment_amount_in_native_currency,
  paymentAmountInUsd: p.payment_amount_in_usd,
  totalPaymentAmount: p.total_payment_amount,
  rate: p.rate,
  rebalancingInterval: toInterval(p.rebalancing_interval),
});

export const toSellPreview = (p: Out<typeof basketSellPreview>): Expiring<BasketSellPreview> => ({
  ...previewCommon(p),
  payoutMethod: p.payout_method,
  payoutAmount: p.payout_amount,
  payoutAmountInNativeCurrency: p.payout_amount_in_native_currency,
  payoutAmountInUsd: p.payout_amount_in_usd,
  totalPayoutAmount: p.total_payout_amount,
});

/** Choice: an answer with neither html nor sheet parameters is read as a card page with empty html (the frame then fails). */

export const toThirdParty = (r: Out<typeof basketThirdPartyResponse>): BasketThirdPartyPayment => {
  if (r.google_pay_params !== undefined) {
    const g = r.google_pay_params;
    return {
      kind: 'google_pay',
      purchaseUuid: r.purchase_uuid,
      gatewayMerchantId: g.gateway_merchant_id,
      totalAmount: g.total_amount,
      currencyCode: g.currency_code,
      countryCode: g.country_code,
      gateway: g.gateway,
      realGatewayMerchantId: g.real_gateway_merchant_id,
    };
  }
  if (r.apple_pay_params !== undefined) return { kind: 'apple_pay', purchaseUuid: r.purchase_uuid, gatewayMerchantId: r.apple_pay_params.gateway_merchant_id };
  return { kind: 'card', purchaseUuid: r.purchase_uuid, html: r.html ?? '' };
};

export const toTransferPreview = (p: Out<typeof basketTransferPreview>): Expiring<BasketTransferPreview> => ({
  id: p.id,
  basketId: p.basket_id,
  portion: p.payout_percentage,
  coins: p.coins,
  totalValue: p.total_value,
  currency: p.currency,
  expiresAt: Date.parse(p.expires_at),
});

export const toTransfer = (t: Out<typeof basketTransfer>): BasketTransfer => ({
  id: t.id,
  basketId: t.basket_id,
  portion: t.payout_percentage,
  status: t.status,
  coins: t.coins,
  transactionIds: t.transaction_ids,
  createdAt: Date.parse(t.created_at),
});

export const toNotification = (n: Out<typeof basketNotification>): BasketNotification => ({
  id: n.id,
  kind: n.kind,
  basketId: n.basket_id,
  transactionId: n.transaction_id,
  createdAt: Date.parse(n.created_at),
  read: n.read,
});
