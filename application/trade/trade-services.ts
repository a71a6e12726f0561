import type { TradeDrawerService } from './trade-drawer-service';
import type { TradeEvents } from './trade-events';
import type { BuyService } from './buy-service';
import type { SellService } from './sell-service';
import type { BasketBuyService } from './basket-buy-service';
import type { TradeGuard } from './trade-guard';

/** What the trade area offers driving adapters: the trade container, Buy, Sell and baskets. Its wiring: adapters/wiring/areas. */
export interface TradeServices {
  /** The trade container: open, tab and preselected asset. */
  readonly tradeDrawer: TradeDrawerService;
  /** Completed trades, for whatever a trade changes. */
  readonly tradeEvents: TradeEvents;
  readonly buy: BuyService;
  /** The Sell tab: coins and baskets sold to cash or another coin. */
  readonly sell: SellService;
  /** Buying a preset basket in the Buy tab. */
  readonly basketBuy: BasketBuyService;
  /** The pre-trade cooling-off check of every Buy and Sell path. */
  readonly tradeGuard: TradeGuard;
}
