import { distinctUntilChanged, map, type SchedulerLike, skip, tap, timer } from 'rxjs';
import { isOwned } from '../../domain/basket/basket';
import type { ApiResult } from '../ports/api-error';
import type { AccountPort, TotalBalance, Wallets } from '../ports/account-port';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import { SharedRun } from '../shared/shared-run';
import { StateStore, type ReadableStore } from '../shared/store';
import type { CustomerService } from './customer-service';
import type { MoneyEvents } from './money-events';

/** Total balance is refreshed every 60 000 ms (spec 000 §7, §9). */
export const BALANCE_REFRESH_MS = 60_000;

/** The customer's money as every view shows it: the total and its parts, read together. */
export interface BalanceState {
  readonly total: TotalBalance | undefined;
  readonly wallets: Wallets | undefined;
  /** The baskets held (a balance above zero); none when the basket product is off; undefined until read. */
  readonly baskets: readonly BasketListing[] | undefined;
  readonly failed: boolean;
}

const EMPTY: BalanceState = { total: undefined, wallets: undefined, baskets: undefined, failed: false };

/** What a BalanceService is made from (named as the composition root names them). */
export interface BalanceDependencies {
  readonly account: AccountPort;
  readonly baskets: BasketsPort;
  readonly customer: CustomerService;
  readonly moneyEvents: MoneyEvents;
  readonly scheduler: SchedulerLike;
}

/**
 * The one account-data source every view reads (home total and rows, the accounts page, Buy and
 * Sell amounts, the CLI's `balances`): the total balance, the wallets and the baskets held, read
 * together and published in one update so the total and its parts never come from different
 * moments. Read every 60 s while a screen polls, after every trade (the trade services await
 * `refresh()`), and after every other money movement (MoneyEvents). Concurrent refreshes
 * coalesce: one in flight and at most one more queued behind it (a refresh asked during a read
 * may have been asked because money moved after that read started).
 */
export class BalanceService {
  private readonly store = new StateStore<BalanceState>(EMPTY);
  /** The first read starts at once (not on a timer tick), so a caller's ensureLoaded() right after joins it. */
  private readonly polling = new SharedRun(() => {
    void this.refresh();
    return timer(BALANCE_REFRESH_MS, BALANCE_REFRESH_MS, this.deps.scheduler).subscribe(() => void this.refresh());
  });
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  readonly state: ReadableStore<BalanceState> = this.store;

  constructor(private readonly deps: BalanceDependencies) {
    deps.moneyEvents.moved$.subscribe(() => void this.refresh());
    // Signing out (or in as someone else) forgets the money; the basket product's switch arrives
    // with the customer's config, and the baskets are read then.
    let uuid: string | undefined;
    deps.customer.state.state$
      .pipe(
        tap((customer) => {
          if (uuid !== undefined && customer.user?.uuid !== uuid) this.store.update(() => EMPTY);
          uuid = customer.user?.uuid;
        }),
        map((customer) => (customer.loading ? 'unknown' : customer.basketEnabled)),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe((enabled) => {
        if (enabled !== 'unknown') void this.loadBaskets();
      });
  }

  /** Starts polling (once, however many callers start it). Returns this caller's stop function. */
  startPolling(): () => void {
    return this.polling.start();
  }

  /** Reads the total, the wallets and the baskets again now (after money moved, spec 000 §7). */
  refresh(): Promise<void> {
    if (this.inFlight === undefined) return this.run();
    this.queued ??= this.inFlight.then(() => {
      this.queued = undefined;
      return this.run();
    });
    return this.queued;
  }

  /** Resolves once the account data has been read (or a read in flight ends); reads only if nothing was. */
  ensureLoaded(): Promise<void> {
    if (this.inFlight !== undefined) return this.inFlight;
    return this.store.getSnapshot().wallets === undefined ? this.refresh() : Promise.resolve();
  }

  /** Reads the wallets only (a form that needs the amounts it pays from). */
  async loadWallets(): Promise<void> {
    const result = await this.deps.account.getWallets();
    this.store.update((s) => (result.ok ? { ...s, wallets: result.value } : { ...s, failed: true }));
  }

  private run(): Promise<void> {
    const read = this.readAll().finally(() => {
      if (this.inFlight === read) this.inFlight = undefined;
    });
    this.inFlight = read;
    return read;
  }

  private async readAll(): Promise<void> {
    const [total, wallets, baskets] = await Promise.all([this.deps.account.getTotalBalance(), this.deps.account.getWallets(), this.readBaskets()]);
    this.store.update((s) => ({
      total: total.ok ? total.value : s.total,
      wallets: wallets.ok ? wallets.value : s.wallets,
      baskets: baskets.ok ? (baskets.value ?? s.baskets) : s.baskets,
      failed: !total.ok || !wallets.ok || !baskets.ok,
    }));
  }

  private async loadBaskets(): Promise<void> {
    if (this.store.getSnapshot().wallets === undefined && this.inFlight === undefined) return;
    const baskets = await this.readBaskets();
    this.store.update((s) => (baskets.ok ? { ...s, baskets: baskets.value ?? s.baskets } : { ...s, failed: true }));
  }

  /** The baskets held; undefined while the customer's config (the basket product's switch) is not known yet. */
  private async readBaskets(): Promise<ApiResult<readonly BasketListing[] | undefined>> {
    const customer = this.deps.customer.state.getSnapshot();
    if (customer.loading) return { ok: true, value: undefined };
    if (!customer.basketEnabled) return { ok: true, value: [] };
    const result = await this.deps.baskets.listInstances();
    return result.ok ? { ok: true as const, value: result.value.filter(isOwned) } : result;
  }
}
