import type { BalanceService } from './balance-service';

/** What the account area offers driving adapters (the UI, the CLI). Its wiring: adapters/wiring/areas. */
export interface AccountServices {
  readonly balances: BalanceService;
}
