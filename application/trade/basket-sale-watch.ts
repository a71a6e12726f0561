import { BehaviorSubject, EMPTY, from, type SchedulerLike, type Subscription, switchMap, timer } from 'rxjs';
import type { BasketNotification, BasketsPort } from '../ports/baskets-port';
import { BASKET_TRANSFER_POLL_MS } from '../shared/poll';

/** A basket sale placed and not settled yet. */
export interface PendingSale {
  readonly transactionId: string;
  readonly basketName: string;
}

/**
 * Waits for the sell-complete notification of basket sales (spec 000 §4: it arrives by push).
 * Choice: the web client has no push channel for it, so while a sale is pending the basket
 * notifications are fetched every 15 s (spec 001 §9, basket transfer poll) on the injected
 * scheduler; a sale's notification is reported once and marked read, and polling stops when no
 * sale is pending. A failed fetch waits for the next round.
 */
export class BasketSaleWatch {
  private readonly pending$ = new BehaviorSubject<readonly PendingSale[]>([]);
  private polling: Subscription | undefined;

  constructor(
    private readonly baskets: BasketsPort,
    private readonly scheduler: SchedulerLike,
    private readonly onSettled: (sale: PendingSale, notification: BasketNotification) => void,
  ) {}

  get pending(): readonly PendingSale[] {
    return this.pending$.getValue();
  }

  watch(sale: PendingSale): void {
    this.pending$.next([...this.pending, sale]);
    this.polling ??= this.pending$
      .pipe(switchMap((pending) => (pending.length === 0 ? EMPTY : timer(BASKET_TRANSFER_POLL_MS, BASKET_TRANSFER_POLL_MS, this.scheduler))))
      .pipe(switchMap(() => from(this.check())))
      .subscribe();
  }

  /** Stops waiting (sign-out); pending sales are forgotten. */
  stop(): void {
    this.polling?.unsubscribe();
    this.polling = undefined;
    this.pending$.next([]);
  }

  private async check(): Promise<void> {
    const result = await this.baskets.listNotifications();
    if (!result.ok) return;
    for (const notification of result.value) {
      const sale = this.pending.find((s) => s.transactionId === notification.transactionId);
      if (sale === undefined || notification.kind !== 'basket_sell_completed' || notification.read) continue;
      this.pending$.next(this.pending.filter((s) => s !== sale));
      this.onSettled(sale, notification);
      await this.baskets.markNotificationRead(notification.id);
    }
  }
}
