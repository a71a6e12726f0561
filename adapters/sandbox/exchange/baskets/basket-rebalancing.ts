import { allocateByWeight } from '../../../../domain/basket/basket-allocation';
import { fromWireInterval, isRebalancingEnabled, REBALANCING_DAYS } from '../../../../domain/basket/rebalancing-interval';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { ZERO } from '../../../../domain/money/decimal';
import { err, ok } from '../../../../domain/shared/result';
import { coinsForFiat } from '../../../../domain/trade/conversion';
import { HOUSE, type Movement } from '../ledger';
import type { SandboxAccount } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { TaskState } from '../sandbox-state';
import { BASKET_BASE_CURRENCY, type CatalogueOffer } from './basket-catalogue';
import { type BasketInstances, REBALANCE_TASK, scheduleRebalancing } from './basket-instances';
import { basketOwner, type InstanceState, REBALANCING_DURATION_MS } from './basket-slice';
import type { BasketStore } from './basket-store';
import type { BasketViews } from './basket-views';

const DAY_MS = 86_400_000;

/**
 * Rebalancing settings (spec 000 §7 POST .../instances/{id}/rebalancing) and the rebalancings
 * themselves: when one falls due the basket's coins are traded with the house back to the target
 * weights, for one minute the basket refuses trades, and the next one is scheduled.
 */
export class BasketRebalancing {
  constructor(
    private readonly store: BasketStore,
    private readonly views: BasketViews,
    private readonly instances: BasketInstances,
  ) {
    store.context.onTask(REBALANCE_TASK, (task) => this.run(task));
  }

  /** Choice: `enabled` must agree with the interval (never is disabled); a delisted basket's setting cannot change. */
  update(account: SandboxAccount, instanceId: string, enabled: unknown, rawInterval: unknown): SandboxResult<InstanceState> {
    const instance = this.store.instance(account, instanceId);
    if (instance === undefined) return err({ code: ErrorCode.invalidParameter, message: `no basket ${instanceId} owned` });
    const interval = typeof rawInterval === 'string' ? fromWireInterval(rawInterval) : undefined;
    if (interval === undefined || enabled !== isRebalancingEnabled(interval)) {
      return err({ code: ErrorCode.invalidParameter, message: 'enabled and rebalancing_interval do not agree' });
    }
    if (this.store.offer(instance.offerId)?.delisted !== false) return err({ code: ErrorCode.basketDelisted });
    const idle = this.store.notRebalancing(instance);
    if (!idle.ok) return idle;
    this.instances.setInterval(instance, interval);
    return ok(instance);
  }

  /** Delists an offer: it can no longer be bought and its baskets stop rebalancing (they can still be sold or transferred). */
  delist(offerId: string): boolean {
    if (this.store.offer(offerId) === undefined) return false;
    this.store.slice().delisted[offerId] = true;
    Object.values(this.store.slice().instances)
      .filter((i) => i.offerId === offerId)
      .forEach((i) => this.instances.setInterval(i, 'never'));
    return true;
  }

  private run(task: TaskState): void {
    const instance = this.store.slice().instances[task.payload['instance_id'] ?? ''];
    const at = Number(task.payload['at']);
    if (instance?.nextRebalancingAt !== at) return;
    const offer = this.store.offer(instance.offerId);
    const account = this.store.context.account(instance.userUuid);
    if (offer === undefined || account === undefined || offer.delisted) return;
    this.rebalance(account, instance, offer);
    const period = REBALANCING_DAYS[instance.interval] * DAY_MS;
    const now = this.store.context.now();
    let next = at + period;
    while (next <= now) next += period;
    instance.rebalancingUntil = now + REBALANCING_DURATION_MS;
    instance.nextRebalancingAt = next;
    scheduleRebalancing(this.store.context, instance);
  }

  /** Trades every constituent with the house to its target weight of the basket's USD value; rounding dust stays with the house. */
  private rebalance(account: SandboxAccount, instance: InstanceState, offer: CatalogueOffer): void {
    const pricing = this.views.pricing;
    const holdings = pricing.holdings(instance.id);
    const value = pricing.value(holdings, BASKET_BASE_CURRENCY);
    const targets = allocateByWeight(value, pricing.weights(offer), 2).map((part) => ({
      symbol: part.symbol,
      amount: coinsForFiat(part.amount, pricing.price(part.symbol, BASKET_BASE_CURRENCY), pricing.maxFraction(part.symbol)),
    }));
    const symbols = new Set([...holdings.map((h) => h.symbol), ...targets.map((t) => t.symbol)]);
    const owner = basketOwner(instance.id);
    const movements: Movement[] = [...symbols].flatMap((symbol) => {
      const held = holdings.find((h) => h.symbol === symbol)?.amount ?? ZERO;
      const target = targets.find((t) => t.symbol === symbol)?.amount ?? ZERO;
      if (held.eq(target)) return [];
      return [
        held.greaterThan(target)
          ? { from: owner, to: HOUSE, currency: symbol, amount: held.minus(target) }
          : { from: HOUSE, to: owner, currency: symbol, amount: target.minus(held) },
      ];
    });
    if (movements.length === 0 || !this.store.context.ledger.transfer(movements).ok) return;
    this.store.context.recordTransaction(account, {
      kind: 'basket_rebalance',
      side: 'in',
      fromCurrency: BASKET_BASE_CURRENCY,
      fromAmount: value.toFixed(2),
      toCurrency: BASKET_BASE_CURRENCY,
      toAmount: pricing.value(pricing.holdings(instance.id), BASKET_BASE_CURRENCY).toFixed(2),
      status: 'completed',
      details: { basket_id: instance.id, offer_id: offer.id, interval: instance.interval },
    });
  }
}
