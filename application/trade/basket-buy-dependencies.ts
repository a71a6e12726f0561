import type { SchedulerLike } from 'rxjs';
import type { BalanceService } from '../account/balance-service';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { BasketsPort } from '../ports/baskets-port';
import type { BasketBuyLoader } from './basket-buy-loader';
import type { BasketPurchaser } from './basket-purchaser';
import type { PrePurchaseCheck } from './pre-purchase-check';
import type { PreTradeCheck } from './trade-guard';
import type { TradeEvents } from './trade-events';

/** What the basket buy works with. */
export interface BasketBuyDependencies {
  readonly baskets: BasketsPort;
  readonly basketBuyLoader: BasketBuyLoader;
  /** Card, Apple Pay and Google Pay payments of a preview. */
  readonly basketPurchaser: BasketPurchaser;
  /** The cooling-off check every trade passes first. */
  readonly tradeGuard: PreTradeCheck;
  /** The extra check of card-scheme purchases. */
  readonly prePurchaseCheck: Pick<PrePurchaseCheck, 'allows'>;
  readonly balances: BalanceService;
  readonly toasts: ToastService;
  readonly notices: NoticeService;
  readonly tradeEvents: TradeEvents;
  readonly scheduler: SchedulerLike;
}
