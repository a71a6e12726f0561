import { type SchedulerLike, type Subscription, timer } from 'rxjs';
import { lockRemaining, type LockRemaining } from '../../domain/session/lock-countdown';
import { StateStore, type ReadableStore } from '../shared/store';

/** The lock screen: the time left (undefined once over, or for no known expiry) and whether the lock is over. */
export interface LockCountdownState {
  readonly expiresAt: number | undefined;
  readonly remaining: LockRemaining | undefined;
  readonly over: boolean;
}

const NONE: LockCountdownState = { expiresAt: undefined, remaining: undefined, over: false };
const SECOND_MS = 1000;

export interface LockCountdownDependencies {
  readonly scheduler: SchedulerLike;
}

/**
 * The countdown of /locked?t= (spec 001 §2), ticking each second on the scheduler (virtual time in
 * tests, the page clock in Playwright); when the expiry passes the customer may sign in again.
 */
export class LockCountdownService {
  private readonly store = new StateStore<LockCountdownState>(NONE);
  readonly state: ReadableStore<LockCountdownState> = this.store;
  private ticking: Subscription | undefined;

  constructor(private readonly deps: LockCountdownDependencies) {}

  /** Counts down to `expiresAt` (epoch ms; undefined: a lock whose end is not known). Returns the stop. */
  start(expiresAt: number | undefined): () => void {
    this.ticking?.unsubscribe();
    this.store.update(() => ({ ...NONE, expiresAt }));
    if (expiresAt === undefined) return () => undefined;
    const tick = () => {
      const remaining = lockRemaining(expiresAt, this.deps.scheduler.now());
      this.store.update((s) => ({ ...s, remaining, over: remaining === undefined }));
      if (remaining === undefined) this.ticking?.unsubscribe();
    };
    const first = (expiresAt - this.deps.scheduler.now()) % SECOND_MS;
    this.ticking = timer(first > 0 ? first : 0, SECOND_MS, this.deps.scheduler).subscribe(tick);
    tick();
    const ticking = this.ticking;
    return () => ticking.unsubscribe();
  }
}
