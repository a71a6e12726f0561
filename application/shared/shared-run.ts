import type { Subscription } from 'rxjs';

/**
 * Work that several callers start and stop (a poll, following the sign-in): it runs once, from
 * the first start until every caller that started it has stopped. Each stop function counts once,
 * so a caller stopping twice cannot stop the work for another.
 */
export class SharedRun {
  private callers = 0;
  private running: Subscription | undefined;

  constructor(private readonly run: () => Subscription) {}

  start(): () => void {
    this.callers += 1;
    this.running ??= this.run();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.callers -= 1;
      if (this.callers > 0) return;
      this.running?.unsubscribe();
      this.running = undefined;
    };
  }
}
