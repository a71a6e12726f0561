import { VirtualAction, VirtualTimeScheduler } from 'rxjs';

/**
 * Virtual time for tests: an RxJS scheduler the application uses and a clock the sandbox uses,
 * advanced together. Between timer firings, pending promises get to run.
 */
export class VirtualTime {
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);

  constructor(private readonly epoch = Date.UTC(2026, 10, 22, 12, 0, 0)) {}

  /** Epoch milliseconds of the virtual present. */
  now = (): number => this.epoch + this.scheduler.frame;

  /** Moves time forward by `ms`, firing every timer due on the way and letting promises settle after each. */
  async advance(ms: number): Promise<void> {
    const target = this.scheduler.frame + ms;
    await settle(2);
    for (;;) {
      const next = this.scheduler.actions[0];
      if (next === undefined || next.delay > target) break;
      this.scheduler.maxFrames = next.delay;
      this.scheduler.flush();
      await settle(2);
    }
    this.scheduler.frame = target;
    this.scheduler.maxFrames = Infinity;
  }

  /**
   * Runs timers due now and the event loop until the condition holds, without moving time. The
   * bound is on real time spent waiting for I/O (an msw answer over HTTP), not on event-loop turns:
   * a loaded machine needs more turns for the same answer, and a turn count made tests flaky there.
   */
  async until(condition: () => boolean, patienceMs = 10_000): Promise<void> {
    const deadline = Date.now() + patienceMs;
    while (Date.now() < deadline) {
      if (condition()) return;
      await this.advance(0);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (condition()) return;
    throw new Error('condition not reached');
  }
}

/** Lets queued promise callbacks and I/O callbacks (such as msw's responses) run; no real waiting. */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
