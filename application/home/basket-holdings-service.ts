import { distinctUntilChanged, filter, from, map, merge, type SchedulerLike, switchMap, timer } from 'rxjs';
import { isOwned } from '../../domain/basket/basket';
import { BALANCE_REFRESH_MS } from '../account/balance-service';
import type { CustomerService } from '../account/customer-service';
import type { BasketListing, BasketsPort } from '../ports/baskets-port';
import { StateStore, type ReadableStore } from '../shared/store';
import type { TradeEvents } from '../trade/trade-events';

export interface BasketHoldingsState {
  /** The baskets the customer holds (a balance above zero); undefined until first loaded. */
  readonly baskets: readonly BasketListing[] | undefined;
  readonly failed: boolean;
}

/** What a BasketHoldingsService is made from (named as the composition root names them). */
export interface BasketHoldingsDependencies {
  readonly baskets: BasketsPort;
  readonly customer: CustomerService;
  readonly tradeEvents: TradeEvents;
  readonly scheduler: SchedulerLike;
}

/**
 * The baskets the customer holds, for the home page beside the cash accounts and coins (the total
 * balance counts them). Design: read when the basket product is on, again after every basket trade
 * and at the total balance's 60 s cadence (spec 000 §7, §9); none when the product is off.
 */
export class BasketHoldingsService {
  private readonly store = new StateStore<BasketHoldingsState>({ baskets: undefined, failed: false });
  readonly state: ReadableStore<BasketHoldingsState> = this.store;

  constructor(private readonly deps: BasketHoldingsDependencies) {}

  /** Starts reading; returns a function that stops it. */
  start(): () => void {
    const reads = merge(
      this.deps.customer.state.state$.pipe(
        map((customer) => customer.basketEnabled),
        distinctUntilChanged(),
      ),
      timer(BALANCE_REFRESH_MS, BALANCE_REFRESH_MS, this.deps.scheduler),
      this.deps.tradeEvents.completed$.pipe(filter((trade) => trade.kind === 'basket_buy' || trade.kind === 'basket_sell')),
    );
    const subscription = reads.pipe(switchMap(() => from(this.refresh()))).subscribe();
    return () => subscription.unsubscribe();
  }

  /** Reads the baskets held now (the CLI's `balances`; start() calls it on its cadence). */
  async refresh(): Promise<void> {
    if (!this.deps.customer.state.getSnapshot().basketEnabled) {
      this.store.update(() => ({ baskets: [], failed: false }));
      return;
    }
    const result = await this.deps.baskets.listInstances();
    this.store.update((s) => (result.ok ? { baskets: result.value.filter(isOwned), failed: false } : { ...s, failed: true }));
  }
}
