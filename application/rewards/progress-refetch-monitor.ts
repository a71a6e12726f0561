import { type SchedulerLike, Subscription, timer } from 'rxjs';
import { REFETCH_IDLE, type RefetchEffect, type RefetchEvent, type RefetchState, stepRefetch, type WatchedValue } from '../../domain/rewards/progress-refetch';

/** One progress fetch: the watched value it found, or undefined when it failed. */
export type WatchedFetch = () => Promise<WatchedValue | undefined>;

/**
 * Runs the domain's refetch schedule (domain/rewards/progress-refetch.ts) on a scheduler: after a
 * trade or claim event, one fetch 300 ms after the last event, then every 2 s up to 3 retries,
 * stopping early once the watched value (progress percent, claimed flag) changes.
 * Choice: a failed fetch gives no result, so monitoring carries on with its retries.
 */
export class ProgressRefetchMonitor {
  private state: RefetchState = REFETCH_IDLE;
  private readonly wakes = new Subscription();
  private stopped = false;

  constructor(
    private readonly fetch: WatchedFetch,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** The value known now (the first load, or a fetch made elsewhere). */
  known(value: WatchedValue): void {
    this.dispatch({ type: 'result', value });
  }

  /** A completed trade or a bonus claim. */
  trigger(): void {
    this.dispatch({ type: 'trigger', at: this.scheduler.now() });
  }

  /** The widget went away: no more fetches, pending wake-ups dropped. */
  stop(): void {
    this.stopped = true;
    this.dispatch({ type: 'stop' });
    this.wakes.unsubscribe();
  }

  private dispatch(event: RefetchEvent): void {
    if (this.stopped && event.type !== 'stop') return;
    const step = stepRefetch(this.state, event);
    this.state = step.state;
    step.effects.forEach((effect) => this.run(effect));
  }

  private run(effect: RefetchEffect): void {
    if (effect.type === 'wake_at') {
      const delay = Math.max(0, effect.at - this.scheduler.now());
      this.wakes.add(timer(delay, this.scheduler).subscribe(() => this.dispatch({ type: 'tick', at: this.scheduler.now() })));
      return;
    }
    void this.fetch().then((value) => {
      if (value !== undefined) this.dispatch({ type: 'result', value });
    });
  }
}
