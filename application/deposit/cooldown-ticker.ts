import { map, type SchedulerLike, type Subscription, takeWhile, timer } from 'rxjs';
import { type BankInfoEmailState, cooldownSecondsLeft } from '../../domain/deposit/bank-info-email';
import { StateStore, type ReadableStore } from '../shared/store';

/** The email-details button's countdown (spec 001 §2): whole seconds left, ticking each second on the scheduler until 0. */
export class CooldownTicker {
  private readonly store = new StateStore<number>(0);
  readonly secondsLeft: ReadableStore<number> = this.store;
  private running: Subscription | undefined;

  constructor(private readonly scheduler: SchedulerLike) {}

  /** Counts down the cooldown of `email` from now (a new cooldown replaces the running one). */
  follow(email: BankInfoEmailState): void {
    this.running?.unsubscribe();
    const left = () => cooldownSecondsLeft(email, this.scheduler.now());
    this.store.update(left);
    if (left() === 0) return;
    this.running = timer(1000, 1000, this.scheduler)
      .pipe(
        map(left),
        takeWhile((seconds) => seconds > 0, true),
      )
      .subscribe((seconds) => this.store.update(() => seconds));
  }

  stop(): void {
    this.running?.unsubscribe();
    this.running = undefined;
    this.store.update(() => 0);
  }
}
