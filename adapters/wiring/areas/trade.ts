import type { BasketsPort } from '../../../application/ports/baskets-port';
import type { TradingPort } from '../../../application/ports/trading-port';
import { CardSchemeBasketPurchaser } from '../../../application/trade/basket-card-purchaser';
import { BasketBuyLoader } from '../../../application/trade/basket-buy-loader';
import { BasketBuyService } from '../../../application/trade/basket-buy-service';
import type { BasketPurchaser } from '../../../application/trade/basket-purchaser';
import { BuyOrders } from '../../../application/trade/buy-order';
import { BuyService } from '../../../application/trade/buy-service';
import { PrePurchaseCheck } from '../../../application/trade/pre-purchase-check';
import { SellService } from '../../../application/trade/sell-service';
import { TradeDrawerService } from '../../../application/trade/trade-drawer-service';
import { TradeEvents } from '../../../application/trade/trade-events';
import { TradeGuard } from '../../../application/trade/trade-guard';
import type { TradeServices } from '../../../application/trade/trade-services';
import { HttpTradingAdapter } from '../../http/trading-http-adapter';
import { area, needs } from '../registry';
import { lazyHttpPort } from './lazy-http-port';

declare module '../registry' {
  interface Registry extends TradeServices {
    trading: TradingPort;
    baskets: BasketsPort;
    prePurchaseCheck: PrePurchaseCheck;
    buyOrders: BuyOrders;
    basketBuyLoader: BasketBuyLoader;
    basketPurchaser: BasketPurchaser;
  }
}

/** Buying and selling coins and baskets: the trade container, Buy, Sell, the basket form and the pre-trade checks. */
export const tradeArea = area<TradeServices>()({
  name: 'trade',
  ports: {
    trading: needs(['http'], ({ http }) => new HttpTradingAdapter(http)),
    baskets: lazyHttpPort(async (d) => new (await import('../../http/baskets-http-adapter')).HttpBasketsAdapter(d.http)),
  },
  services: {
    tradeDrawer: needs([], () => new TradeDrawerService()),
    tradeEvents: needs([], () => new TradeEvents()),
    tradeGuard: needs(['customer', 'notices', 'scheduler'], (d) => new TradeGuard(d)),
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
  },
  internal: {
    prePurchaseCheck: needs(['session', 'notices'], (d) => new PrePurchaseCheck(d)),
    buyOrders: needs(['trading', 'cardSchemeCheckout', 'ids'], (d) => new BuyOrders(d)),
    basketBuyLoader: needs(['baskets', 'customer', 'paymentSurfaces'], (d) => new BasketBuyLoader(d)),
    basketPurchaser: needs(['baskets', 'trading', 'cardSchemeCheckout', 'customer', 'scheduler'], (d) => new CardSchemeBasketPurchaser(d)),
  },
});
