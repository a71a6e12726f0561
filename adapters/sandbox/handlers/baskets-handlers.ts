import { routes } from '../../http/routes';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { ThirdPartyStart } from '../exchange/baskets/basket-buys';
import type { BasketThirdPartyWire } from '../../http/schemas/baskets';
import {
  basketWire,
  buyPreviewWire,
  instanceDetailWire,
  notificationWire,
  offerWire,
  paymentMethodWire,
  purchasingInfoWire,
  sellPreviewWire,
  transactionWire,
  transferPreviewWire,
  transferWire,
} from './baskets-wire';
import { failure, handle, handleSigned, handleSignedIn } from './respond';
// One gateway for coin and basket purchases: Apple Pay's merchant validation (a trading call) knows only its merchant id.
import { GATEWAY_MERCHANT_ID, GOOGLE_PAY_GATEWAY, REAL_GATEWAY_MERCHANT_ID } from '../exchange/trading/third-party-purchases';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Spec 000 §7: a card buy answers html for the frame; Apple Pay and Google Pay answer the sheet's
 * parameters. Choice: the html sends the frame on to the gateway's 3-D Secure page, and the token
 * calls of Apple Pay and Google Pay answer that same page's URL (its session id is purchase_uuid).
 */
function thirdPartyWire(start: ThirdPartyStart): BasketThirdPartyWire {
  const base = { ok: true as const, purchase_uuid: start.purchaseUuid };
  if (start.method === 'apple_pay') return { ...base, apple_pay_params: { gateway_merchant_id: GATEWAY_MERCHANT_ID } };
  if (start.method === 'google_pay') {
    return {
      ...base,
      google_pay_params: {
        gateway_merchant_id: GATEWAY_MERCHANT_ID,
        total_amount: start.preview.total,
        currency_code: start.preview.currency,
        country_code: start.countryCode,
        gateway: GOOGLE_PAY_GATEWAY,
        real_gateway_merchant_id: REAL_GATEWAY_MERCHANT_ID,
      },
    };
  }
  const url = start.url.replace(/"/g, '&quot;');
  return {
    ...base,
    html: `<!doctype html><html><head><meta http-equiv="refresh" content="0;url=${url}"></head><body><a href="${url}">Continue</a></body></html>`,
  };
}

/** The baskets area of the sandbox API; the signed routes check the device signature. */
export const basketHandlers = (exchange: SandboxExchange) => {
  const baskets = exchange.baskets;
  const offerOf = (offerId: string) => {
    const found = baskets.offer(offerId);
    return found.ok ? found.value : undefined;
  };
  return [
    handleSignedIn(exchange, routes.basketInstances, (_, account) => ({ ok: true, instances: baskets.instances(account).map(basketWire) })),
    handleSignedIn(exchange, routes.basketInstanceByOffer, ({ query }, account) => {
      const instance = baskets.instanceForOffer(account, query.get('offer_id') ?? '');
      return { ok: true, instance: instance === undefined ? null : basketWire(instance) };
    }),
    handleSignedIn(exchange, routes.basketInstance, ({ params }, account) => {
      const detail = baskets.instanceDetail(account, params['id'] ?? '');
      return detail.ok ? { ok: true, instance: instanceDetailWire(detail.value) } : failure(detail.error);
    }),
    handleSignedIn(exchange, routes.basketRebalancing, ({ params, body }, account) => {
      const updated = baskets.setRebalancing(account, params['instanceId'] ?? '', body.enabled, body.rebalancing_interval);
      return updated.ok ? { ok: true, instance: basketWire(updated.value) } : failure(updated.error);
    }),
    handle(exchange, routes.basketOffers, ({ query }) => ({
      ok: true,
      offers: baskets
        .offers({
          origin: query.get('origin') ?? undefined,
          search: query.get('search') ?? undefined,
          categoryId: query.get('category_id') ?? undefined,
          allPeriods: query.get('show_all_performance_periods') === 'true',
        })
        .map(offerWire),
      categories: baskets.categories().map((c) => ({ id: c.id, name: c.name })),
    })),
    handle(exchange, routes.basketPurchasingInfo, ({ params }) => {
      const info = baskets.purchasingInfo(params['id'] ?? '');
      return info.ok ? { ok: true, purchasing_info: purchasingInfoWire(info.value) } : failure(info.error);
    }),
    handle(exchange, routes.basketOffer, ({ params }) => {
      const offer = baskets.offer(params['id'] ?? '');
      return offer.ok ? { ok: true, offer: offerWire(offer.value) } : failure(offer.error);
    }),
    handleSignedIn(exchange, routes.basketTransactions, ({ query }, account) => {
      const count = Number(query.get('count') ?? '');
      return { ok: true, transactions: baskets.transactions(account, Number.isFinite(count) && count > 0 ? count : undefined).map(transactionWire) };
    }),
    handleSignedIn(exchange, routes.basketPaymentMethods, ({ query }, account) => ({
      ok: true,
      payment_methods: baskets.paymentMethods(account, query.get('side') === 'sell' ? 'sell' : 'buy').map(paymentMethodWire),
    })),
    handleSignedIn(exchange, routes.basketBuyPreview, ({ body }, account) => {
      const preview = baskets.previewBuy(account, {
        basketId: str(body.basket_id),
        paymentMethod: str(body.payment_method),
        interval: str(body.rebalancing_interval),
        currency: str(body.payment_currency),
        amount: str(body.payment_amount),
        cardId: typeof body.payment_detail?.id === 'string' ? body.payment_detail.id : undefined,
      });
      return preview.ok ? { ok: true, preview: buyPreviewWire(preview.value, offerOf(preview.value.offerId)) } : failure(preview.error);
    }),
    handleSignedIn(exchange, routes.basketSellPreview, ({ body }, account) => {
      const preview = baskets.previewSell(account, {
        basketId: str(body.basket_id),
        payoutMethod: str(body.payout_method),
        percentage: str(body.payout_percentage),
        currency: str(body.payout_detail?.currency),
      });
      return preview.ok ? { ok: true, preview: sellPreviewWire(preview.value, offerOf(preview.value.offerId)) } : failure(preview.error);
    }),
    handleSigned(exchange, routes.basketBuyConfirm, ({ body }, account) => {
      const result = baskets.confirmBuy(account, str(body.preview_id));
      return result.ok ? { ok: true, transaction: transactionWire(result.value) } : failure(result.error);
    }),
    handleSigned(exchange, routes.basketSellConfirm, ({ body }, account) => {
      const result = baskets.confirmSell(account, str(body.preview_id));
      return result.ok ? { ok: true, transaction: transactionWire(result.value) } : failure(result.error);
    }),
    handleSigned(exchange, routes.basketThirdPartyTrade, ({ body }, account) => {
      const result = baskets.startThirdPartyBuy(account, str(body.preview_id));
      return result.ok ? thirdPartyWire(result.value) : failure(result.error);
    }),
    handleSignedIn(exchange, routes.basketPurchase, ({ params }, account) => {
      const result = baskets.purchase(account, params['purchaseUuid'] ?? '');
      if (!result.ok) return failure(result.error);
      const p = result.value;
      return { ok: true, purchase: { purchase_uuid: p.id, status: p.status, transaction_id: p.transactionId, error_code: p.errorCode } };
    }),
    handleSignedIn(exchange, routes.basketTransferPreview, ({ body }, account) => {
      const preview = baskets.previewTransfer(account, str(body.basket_id), str(body.payout_percentage));
      return preview.ok ? { ok: true, preview: transferPreviewWire(preview.value) } : failure(preview.error);
    }),
    handleSigned(exchange, routes.basketTransferCreate, ({ body }, account) => {
      const result = baskets.createTransfer(account, str(body.preview_id));
      return result.ok ? { ok: true, transfer: transferWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.basketTransfer, ({ params }, account) => {
      const result = baskets.transfer(account, params['id'] ?? '');
      return result.ok ? { ok: true, transfer: transferWire(result.value) } : failure(result.error);
    }),
    handleSignedIn(exchange, routes.basketNotifications, (_, account) => ({ ok: true, notifications: baskets.notifications(account).map(notificationWire) })),
    handleSignedIn(exchange, routes.basketNotificationRead, ({ params }, account) => {
      const result = baskets.markNotificationRead(account, params['id'] ?? '');
      return result.ok ? { ok: true } : failure(result.error);
    }),
  ];
};
