import { type SchedulerAction, type SchedulerLike, type Subscription, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import type { RequestTraffic } from './request-traffic';

/** How often real time catches up (timers fire at most this late). */
const PUMP_MS = 5;
/** Event-loop turns without a request in flight that count as settled, between two timers of a skip. */
const SETTLED_TURNS = 3;

const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A virtual-time scheduler that says when work is scheduled due at once (a `timer(0)`, a settle
 * round), so it runs on the next turn of the event loop rather than at the pump's next beat.
 */
class PromptVirtualScheduler extends VirtualTimeScheduler {
  constructor(private readonly dueNow: () => void) {
    super(VirtualAction, Infinity);
  }

  override schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
    const scheduled = super.schedule(work, delay, state);
    if (delay <= 0) this.dueNow();
    return scheduled;
  }
}

/**
 * Time that passes as real time does, and can also jump ahead: a scenario's wait against the
 * in-process sandbox then takes no real time. The scheduler is an RxJS virtual-time scheduler
 * that a pump keeps level with the real clock; `skip(ms)` moves it ahead, firing every timer due
 * on the way in order and letting the requests each one starts answer before the next fires. The
 * clock (epoch ms) is the scheduler's now, so the in-process sandbox, which reads it, sees the
 * same time as the app. Work scheduled due at once runs on the next turn of the event loop.
 */
export class SkippableTime {
  readonly scheduler: SchedulerLike;
  private readonly virtual = new PromptVirtualScheduler(() => this.soon());
  private soonPending = false;
  private readonly start = Date.now();
  private skipped = 0;
  private pumping: Promise<void> = Promise.resolve();
  private readonly pump: ReturnType<typeof setInterval>;

  constructor(private readonly traffic: RequestTraffic) {
    this.virtual.now = this.now;
    this.scheduler = this.virtual;
    this.pump = setInterval(() => void this.catchUp(false), PUMP_MS);
  }

  /** Epoch milliseconds of this time's present. */
  now = (): number => this.start + this.virtual.frame;

  /** Moves time `ms` ahead at once. */
  async skip(ms: number): Promise<void> {
    this.skipped += ms;
    await this.catchUp(true);
  }

  stop(): void {
    clearInterval(this.pump);
  }

  /** Work due now runs on the next turn (several schedules in one turn, one catch-up); without it a command's every settle waited for the pump (issue 18). */
  private soon(): void {
    if (this.soonPending) return;
    this.soonPending = true;
    setImmediate(() => {
      this.soonPending = false;
      void this.catchUp(false);
    });
  }

  /** Fires the timers due by the real clock plus what was skipped, one at a time; one run at a time. */
  private catchUp(settling: boolean): Promise<void> {
    this.pumping = this.pumping.then(() => this.advance(settling));
    return this.pumping;
  }

  private async advance(settling: boolean): Promise<void> {
    const target = Date.now() - this.start + this.skipped;
    for (;;) {
      if (settling) await this.settled();
      const next = this.virtual.actions[0];
      if (next === undefined || next.delay > target) break;
      this.virtual.maxFrames = next.delay;
      this.virtual.flush();
      this.virtual.maxFrames = Infinity;
      if (!settling) await nextTurn();
    }
    if (target > this.virtual.frame) this.virtual.frame = target;
  }

  /** Until no request has been in flight for a few turns (what a fired timer started has answered). */
  private async settled(): Promise<void> {
    for (let idle = 0; idle < SETTLED_TURNS;) {
      await nextTurn();
      idle = this.traffic.inFlight === 0 ? idle + 1 : 0;
    }
  }
}
