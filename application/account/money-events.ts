import { type Observable, Subject } from 'rxjs';

/**
 * What moved the customer's money outside a trade (trades refresh the account data themselves,
 * awaited, so their results show the new balances): a basket transfer, a deposit settling, a
 * bonus claim, a rebalancing, a Level Up plan paid from the cash account.
 */
export type MoneyMovement = 'basket_transfer' | 'deposit_settled' | 'bonus_claimed' | 'rebalancing' | 'level_up_subscribed';

/** Money moved somewhere in the app; the account data (BalanceService) reads everything again. */
export class MoneyEvents {
  private readonly subject = new Subject<MoneyMovement>();
  readonly moved$: Observable<MoneyMovement> = this.subject.asObservable();

  moved(movement: MoneyMovement): void {
    this.subject.next(movement);
  }
}
