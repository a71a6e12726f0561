import { REBALANCING_DAYS, type RebalancingInterval } from '../../../../domain/basket/rebalancing-interval';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import { basketOwner, type InstanceState } from './basket-slice';
import type { BasketStore } from './basket-store';

const DAY_MS = 86_400_000;

/** The next rebalancing for an interval from `from`; null for never (spec 000 §3 rebalancing intervals). */
export const nextRebalancing = (interval: RebalancingInterval, from: number): number | null =>
  interval === 'never' ? null : from + REBALANCING_DAYS[interval] * DAY_MS;

/** Deferred task that rebalances one instance when its next rebalancing falls due. */
export const REBALANCE_TASK = 'basket_rebalance';

/** Schedules the instance's next rebalancing; a task whose time no longer matches the instance is ignored when it runs. */
export function scheduleRebalancing(context: SandboxContext, instance: InstanceState): void {
  if (instance.nextRebalancingAt !== null)
    context.schedule(REBALANCE_TASK, instance.nextRebalancingAt, { instance_id: instance.id, at: String(instance.nextRebalancingAt) });
}

/** Creating, re-timing and closing basket instances. */
export class BasketInstances {
  constructor(private readonly store: BasketStore) {}

  create(account: SandboxAccount, offerId: string, interval: RebalancingInterval): InstanceState {
    const now = this.store.context.now();
    const instance: InstanceState = {
      id: this.store.context.nextId('bski'),
      userUuid: account.uuid,
      offerId,
      createdAt: now,
      interval,
      nextRebalancingAt: nextRebalancing(interval, now),
      rebalancingUntil: null,
    };
    this.store.slice().instances[instance.id] = instance;
    scheduleRebalancing(this.store.context, instance);
    return instance;
  }

  /** Spec 000 §3: a new interval restarts the schedule from now; never clears it. */
  setInterval(instance: InstanceState, interval: RebalancingInterval): void {
    instance.interval = interval;
    instance.nextRebalancingAt = nextRebalancing(interval, this.store.context.now());
    scheduleRebalancing(this.store.context, instance);
  }

  /** Choice: an instance whose last coins were sold or transferred out is closed (no longer listed). */
  closeIfEmpty(instance: InstanceState): void {
    if (this.store.context.ledger.holdings(basketOwner(instance.id)).length === 0) delete this.store.slice().instances[instance.id];
  }
}
