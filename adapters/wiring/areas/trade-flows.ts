import { CardSchemeBasketPurchaser } from '../../../application/trade/basket-card-purchaser';
import { BasketBuyLoader } from '../../../application/trade/basket-buy-loader';
import { BasketBuyService } from '../../../application/trade/basket-buy-service';
import { BuyOrders } from '../../../application/trade/buy-order';
import { BuyService } from '../../../application/trade/buy-service';
import { PrePurchaseCheck } from '../../../application/trade/pre-purchase-check';
import { SellService } from '../../../application/trade/sell-service';
import { needs } from '../registry';

/** The trade container's services and the objects only they use (areas/trade.ts loads them later): the browser downloads their code with the container. */
export const TRADE_FLOWS = {
  buy: needs(
    [
      'trading',
      'payments',
      'rewards',
      'balances',
      'customer',
      'cardRegistration',
      'tradeDrawer',
      'tradeGuard',
      'prePurchaseCheck',
      'buyOrders',
      'paymentSurfaces',
      'toasts',
      'notices',
      'tradeEvents',
      'logger',
      'scheduler',
    ],
    (d) => new BuyService(d),
  ),
  sell: needs(
    ['trading', 'baskets', 'coins', 'cashAccount', 'balances', 'customer', 'notices', 'tradeEvents', 'tradeGuard', 'toasts', 'ids', 'scheduler'],
    (d) => new SellService(d),
  ),
  basketBuy: needs(
    ['baskets', 'basketBuyLoader', 'basketPurchaser', 'tradeGuard', 'prePurchaseCheck', 'balances', 'toasts', 'notices', 'tradeEvents', 'scheduler'],
    (d) => new BasketBuyService(d),
  ),
  prePurchaseCheck: needs(['session', 'notices'], (d) => new PrePurchaseCheck(d)),
  buyOrders: needs(['trading', 'cardSchemeCheckout', 'ids'], (d) => new BuyOrders(d)),
  basketBuyLoader: needs(['baskets', 'customer', 'paymentSurfaces'], (d) => new BasketBuyLoader(d)),
  basketPurchaser: needs(['baskets', 'trading', 'cardSchemeCheckout', 'customer', 'scheduler'], (d) => new CardSchemeBasketPurchaser(d)),
};
