import type { SchedulerLike } from 'rxjs';
import type { BalanceService } from '../account/balance-service';
import type { CustomerService } from '../account/customer-service';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { CardRegistrationService } from '../payments/card-registration-service';
import type { LoggingPort } from '../ports/logging-port';
import type { PaymentsPort } from '../ports/payments-port';
import type { PaymentSurfaces } from '../ports/payment-surfaces';
import type { RewardsPort } from '../ports/rewards-port';
import type { TradingPort } from '../ports/trading-port';
import type { BuyOrders } from './buy-order';
import type { PrePurchaseCheck } from './pre-purchase-check';
import type { PreTradeCheck } from './trade-guard';
import type { TradeDrawerService } from './trade-drawer-service';
import type { TradeEvents } from './trade-events';

/** What the Buy use case works with. */
export interface BuyDependencies {
  readonly trading: TradingPort;
  readonly payments: PaymentsPort;
  readonly rewards: RewardsPort;
  readonly balances: BalanceService;
  readonly customer: CustomerService;
  readonly cardRegistration: CardRegistrationService;
  readonly tradeDrawer: TradeDrawerService;
  /** The cooling-off check every trade passes first. */
  readonly tradeGuard: PreTradeCheck;
  /** The extra check of card-scheme purchases. */
  readonly prePurchaseCheck: PrePurchaseCheck;
  readonly buyOrders: BuyOrders;
  readonly paymentSurfaces: PaymentSurfaces;
  readonly toasts: ToastService;
  readonly notices: NoticeService;
  readonly tradeEvents: TradeEvents;
  readonly logger: LoggingPort;
  readonly scheduler: SchedulerLike;
}
