import { distinctUntilChanged, map, type SchedulerLike, startWith, type Subscription, switchMap, takeWhile, timer } from 'rxjs';
import { COOLING_OFF_REFRESH_MS, coolingOffRemaining, type CoolingOffRemaining, isTradingBlockedByCoolingOff } from '../../domain/compliance/cooling-off';
import type { CustomerService } from '../account/customer-service';
import { StateStore, type ReadableStore } from '../shared/store';

/** Time left in the customer's UK cooling-off window; undefined when no window is running. */
export type CoolingOffCountdownState = { readonly endsAt: number; readonly remaining: CoolingOffRemaining } | undefined;

const sameRemaining = (a: CoolingOffRemaining, b: CoolingOffRemaining): boolean => a.hours === b.hours && a.minutes === b.minutes;

/** What a CoolingOffCountdownService is made from (named as the composition root names them). */
export interface CoolingOffCountdownDependencies {
  readonly customer: CustomerService;
  readonly scheduler: SchedulerLike;
}

/**
 * The cooling-off countdown of spec 001 §4, §9 for the banner and the blocking dialog: recomputed
 * every second from the app config's end_datetime (one-minute rounding, 24-hour cap), on the
 * scheduler. Choice: it runs while trading is refused (domain/compliance/cooling-off.ts) and then clears,
 * so the banner leaves when the window ends. Snapshots change only when hours or minutes do.
 */
export class CoolingOffCountdownService {
  private readonly store = new StateStore<CoolingOffCountdownState>(undefined);
  readonly state: ReadableStore<CoolingOffCountdownState> = this.store;
  private users = 0;
  private running: Subscription | undefined;

  constructor(private readonly deps: CoolingOffCountdownDependencies) {}

  /**
   * Starts counting for whoever shows it (several may); the first value is there at once. The
   * returned function stops this one.
   */
  start(): () => void {
    if (this.users++ === 0) this.running = this.run();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.users === 0) {
        this.running?.unsubscribe();
        this.running = undefined;
      }
    };
  }

  private run(): Subscription {
    return this.deps.customer.state.state$
      .pipe(
        map((s) => s.coolingOff?.endAt),
        distinctUntilChanged(),
        switchMap((endsAt) => {
          if (endsAt === undefined) return [undefined];
          return timer(COOLING_OFF_REFRESH_MS, COOLING_OFF_REFRESH_MS, this.deps.scheduler).pipe(
            startWith(0),
            map(() => this.deps.scheduler.now()),
            takeWhile((now) => isTradingBlockedByCoolingOff(endsAt, now), true),
            map((now) => (isTradingBlockedByCoolingOff(endsAt, now) ? { endsAt, remaining: coolingOffRemaining(endsAt, now) } : undefined)),
          );
        }),
      )
      .subscribe((next) => this.store.update((current) => (keepsIdentity(current, next) ? current : next)));
  }
}

const keepsIdentity = (current: CoolingOffCountdownState, next: CoolingOffCountdownState): boolean =>
  current === next || (current !== undefined && next !== undefined && current.endsAt === next.endsAt && sameRemaining(current.remaining, next.remaining));
