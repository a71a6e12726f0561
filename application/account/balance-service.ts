import { type SchedulerLike, type Subscription, switchMap, timer } from 'rxjs';
import type { AccountPort, TotalBalance, Wallets } from '../ports/account-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** Total balance is refreshed every 60 000 ms (spec 000 §7, §9). */
export const BALANCE_REFRESH_MS = 60_000;

export interface BalanceState {
  readonly total: TotalBalance | undefined;
  readonly wallets: Wallets | undefined;
  readonly failed: boolean;
}

/** The customer's total balance and wallets, polled and refreshed after trades. */
export class BalanceService {
  private readonly store = new StateStore<BalanceState>({ total: undefined, wallets: undefined, failed: false });
  private polling: Subscription | undefined;
  readonly state: ReadableStore<BalanceState> = this.store;

  constructor(
    private readonly account: AccountPort,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Starts polling the total balance; idempotent. Returns a stop function. */
  startPolling(): () => void {
    this.polling ??= timer(0, BALANCE_REFRESH_MS, this.scheduler)
      .pipe(switchMap(() => this.loadTotal()))
      .subscribe();
    return () => {
      this.polling?.unsubscribe();
      this.polling = undefined;
    };
  }

  /** Reloads the total and the wallets now (after a trade, spec 000 §7). */
  async refresh(): Promise<void> {
    await Promise.all([this.loadTotal(), this.loadWallets()]);
  }

  async loadWallets(): Promise<void> {
    const result = await this.account.getWallets();
    this.store.update((s) => (result.ok ? { ...s, wallets: result.value } : { ...s, failed: true }));
  }

  private async loadTotal(): Promise<void> {
    const result = await this.account.getTotalBalance();
    this.store.update((s) => (result.ok ? { ...s, total: result.value, failed: false } : { ...s, failed: true }));
  }
}
