import type { AnalyticsEvent, AnalyticsPort } from '../../application/ports/analytics-port';

/** Keeps every tracked event in memory so tests can assert what was tracked. */
export class MemoryAnalyticsAdapter implements AnalyticsPort {
  private readonly tracked: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.tracked.push(event);
  }

  /** The events tracked so far, oldest first; only those named `name` when given. */
  events(name?: string): readonly AnalyticsEvent[] {
    return name === undefined ? [...this.tracked] : this.tracked.filter((event) => event.name === name);
  }
}
