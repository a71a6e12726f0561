import { type Observable, Subject } from 'rxjs';

/** A completed trade, as the rest of the app needs to hear of it. */
export interface TradeCompleted {
  readonly kind: 'coin_buy' | 'coin_sell' | 'basket_buy' | 'basket_sell';
  readonly transactionId: string;
  /** The server said this was the customer's first purchase (spec 000 §7 is_first_purchase). */
  readonly isFirstPurchase: boolean;
}

/**
 * Trades completed anywhere in the app (Buy, Sell, baskets, the CLI). Listeners refresh what a
 * trade changes: balances, the first-action guide, the welcome bonus's progress (spec 000 §4).
 */
export class TradeEvents {
  private readonly completedSubject = new Subject<TradeCompleted>();
  readonly completed$: Observable<TradeCompleted> = this.completedSubject.asObservable();

  completed(event: TradeCompleted): void {
    this.completedSubject.next(event);
  }
}
