import type { AssistantLinkService } from './assistant-link-service';
import type { BalanceService } from './balance-service';
import type { BasketTransferService } from './basket-transfer-service';
import type { MoneyEvents } from './money-events';
import type { PortfolioService } from './portfolio-service';
import type { PaymentCurrencyService } from './payment-currency-service';
import type { WalletHistoryService } from '../history/wallet-history-service';

/** What the account area offers driving adapters (the UI, the CLI). Its wiring: adapters/wiring/areas. */
export interface AccountServices {
  /** The one account-data source: total, wallets and baskets held, read together. */
  readonly balances: BalanceService;
  /** Money moved outside a trade (a transfer, a deposit settling, a bonus claim, a rebalancing). */
  readonly moneyEvents: MoneyEvents;
  /** /hub/account: the portfolio's cadence and the rebalancing change of a basket held. */
  readonly portfolio: PortfolioService;
  /** The transfer of a basket's portion to the coin wallets. */
  readonly basketTransfer: BasketTransferService;
  /** A wallet's transaction history: pages of 10, detail, CSV export. */
  readonly walletHistory: WalletHistoryService;
  /** The help's external assistant link (non-Prime customers). */
  readonly assistantLink: AssistantLinkService;
  /** The payment currency setting. */
  readonly paymentCurrency: PaymentCurrencyService;
}
