import type { BasketsPort } from '../../../application/ports/baskets-port';
import type { TradingPort } from '../../../application/ports/trading-port';
import type { BasketBuyLoader } from '../../../application/trade/basket-buy-loader';
import type { BasketPurchaser } from '../../../application/trade/basket-purchaser';
import type { BuyOrders } from '../../../application/trade/buy-order';
import type { PrePurchaseCheck } from '../../../application/trade/pre-purchase-check';
import { TradeDrawerService } from '../../../application/trade/trade-drawer-service';
import { TradeEvents } from '../../../application/trade/trade-events';
import { TradeGuard } from '../../../application/trade/trade-guard';
import type { TradeServices } from '../../../application/trade/trade-services';
import { HttpTradingAdapter } from '../../http/trading-http-adapter';
import { later } from '../later';
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

/** Buy, Sell and the basket form with what only they use: their code loads with the trade container (trade-flows.ts). */
const FLOWS = later(
  ['buy', 'sell', 'basketBuy', 'prePurchaseCheck', 'buyOrders', 'basketBuyLoader', 'basketPurchaser'],
  async () => (await import('./trade-flows')).TRADE_FLOWS,
);

/**
 * Buying and selling coins and baskets: the trade container, Buy, Sell, the basket form and the
 * pre-trade checks. Any screen opens the container (tradeDrawer); the pre-trade guard and the
 * trade events serve other areas at once.
 */
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
    buy: FLOWS.buy,
    sell: FLOWS.sell,
    basketBuy: FLOWS.basketBuy,
  },
  internal: {
    prePurchaseCheck: FLOWS.prePurchaseCheck,
    buyOrders: FLOWS.buyOrders,
    basketBuyLoader: FLOWS.basketBuyLoader,
    basketPurchaser: FLOWS.basketPurchaser,
  },
});
