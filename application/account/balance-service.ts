import { type SchedulerLike, switchMap, timer } from 'rxjs';
import type { AccountPort, TotalBalance, Wallets } from '../ports/account-port';
import { SharedRun } from '../shared/shared-run';
import { StateStore, type ReadableStore } from '../shared/store';

/** Total balance is refreshed every 60 000 ms (spec 000 §7, §9). */
export const BALANCE_REFRESH_MS = 60_000;

export interface BalanceState {
  readonly total: TotalBalance | undefined;
  readonly wallets: Wallets | undefined;
  readonly failed: boolean;
}

/** What a BalanceService is made from (named as the composition root names them). */
export interface BalanceDependencies {
  readonly account: AccountPort;
  readonly scheduler: SchedulerLike;
}

/** The customer's total balance and wallets, polled and refreshed after trades. */
export class BalanceService {
  private readonly store = new StateStore<BalanceState>({ total: undefined, wallets: undefined, failed: false });
  private readonly polling = new SharedRun(() =>
    timer(0, BALANCE_REFRESH_MS, this.deps.scheduler)
      .pipe(switchMap(() => this.loadTotal()))
      .subscribe(),
  );
  readonly state: ReadableStore<BalanceState> = this.store;

  constructor(private readonly deps: BalanceDependencies) {}

  /** Starts polling the total balance (once, however many callers start it). Returns this caller's stop function. */
  startPolling(): () => void {
    return this.polling.start();
  }

  /** Reloads the total and the wallets now (after a trade, spec 000 §7). */
  async refresh(): Promise<void> {
    await Promise.all([this.loadTotal(), this.loadWallets()]);
  }

  async loadWallets(): Promise<void> {
    const result = await this.deps.account.getWallets();
    this.store.update((s) => (result.ok ? { ...s, wallets: result.value } : { ...s, failed: true }));
  }

  private async loadTotal(): Promise<void> {
    const result = await this.deps.account.getTotalBalance();
    this.store.update((s) => (result.ok ? { ...s, total: result.value, failed: false } : { ...s, failed: true }));
  }
}
