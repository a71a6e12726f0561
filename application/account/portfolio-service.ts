import { type SchedulerLike, Subscription, timer } from 'rxjs';
import type { RebalancingInterval } from '../../domain/basket/rebalancing-interval';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import { StateStore, type ReadableStore } from '../shared/store';
import { BasketRebalancingEdit } from '../trade/basket-rebalancing-edit';
import type { RebalancingEdit } from '../trade/basket-buy-state';
import type { BalanceService } from './balance-service';

/** The basket list and instances refresh every 15 s on the portfolio (spec 000 §7, §9). */
export const PORTFOLIO_REFRESH_MS = 15_000;

/** The portfolio's own state: which basket's rebalancing is being changed. The money is the account data's. */
export interface PortfolioState {
  readonly editing: BasketListing | undefined;
  readonly rebalancingEdit: RebalancingEdit | undefined;
}

/** What a PortfolioService is made from (named as the composition root names them). */
export interface PortfolioDependencies {
  readonly balances: BalanceService;
  readonly baskets: BasketsPort;
  readonly toasts: ToastService;
  readonly notices: NoticeService;
  readonly scheduler: SchedulerLike;
}

/**
 * /hub/account, the portfolio (spec 000 §2, 001 §2): the cash accounts, coin wallets and baskets
 * held, all read from the one account data (BalanceService). Choice: while the portfolio shows,
 * the account data is read every 15 s, the total with its parts (the baskets' 15 s cadence; the
 * total's 60 s is its slowest), so the total always equals the sum of the parts shown. The
 * rebalancing change of a basket held is the basket form's flow (BasketRebalancingEdit); a saved
 * change reads the account data again.
 */
export class PortfolioService {
  private readonly store = new StateStore<PortfolioState>({ editing: undefined, rebalancingEdit: undefined });
  readonly state: ReadableStore<PortfolioState> = this.store;
  private readonly rebalancing: BasketRebalancingEdit;

  constructor(private readonly deps: PortfolioDependencies) {
    this.rebalancing = new BasketRebalancingEdit(
      {
        get: () => {
          const s = this.store.getSnapshot();
          return { owned: s.editing, interval: s.editing?.rebalancingInterval ?? 'never', rebalancingEdit: s.rebalancingEdit };
        },
        set: (change) =>
          this.store.update((s) => {
            const next = change({ owned: s.editing, interval: s.editing?.rebalancingInterval ?? 'never', rebalancingEdit: s.rebalancingEdit });
            const saved = next.owned !== undefined && next.owned !== s.editing;
            if (saved) void this.deps.balances.refresh();
            return {
              editing: 'rebalancingEdit' in next && next.rebalancingEdit === undefined ? undefined : (next.owned ?? s.editing),
              rebalancingEdit: 'rebalancingEdit' in next ? next.rebalancingEdit : s.rebalancingEdit,
            };
          }),
      },
      deps.baskets,
      deps.toasts,
      deps.notices,
    );
  }

  /** Reads the account data now and every 15 s; returns a function that stops it. */
  start(): () => void {
    const run = new Subscription();
    void this.deps.balances.refresh();
    run.add(timer(PORTFOLIO_REFRESH_MS, PORTFOLIO_REFRESH_MS, this.deps.scheduler).subscribe(() => void this.deps.balances.refresh()));
    return () => run.unsubscribe();
  }

  /** Opens the rebalancing change of a basket held, on its current interval. */
  editRebalancing(basketId: string): void {
    const basket = this.deps.balances.state.getSnapshot().baskets?.find((b) => b.id === basketId);
    if (basket === undefined || this.store.getSnapshot().rebalancingEdit?.saving === true) return;
    this.store.update(() => ({ editing: basket, rebalancingEdit: undefined }));
    this.rebalancing.edit();
  }

  chooseRebalancing(interval: RebalancingInterval): void {
    this.rebalancing.choose(interval);
  }

  cancelRebalancing(): void {
    this.rebalancing.cancel();
  }

  saveRebalancing(): Promise<void> {
    return this.rebalancing.save();
  }
}
