import type { AnalyticsEvent, AnalyticsPort } from '../../application/ports/analytics-port';

/** Node's analytics (the CLI, integration tests): a developer's run is not product usage, so nothing is sent. */
export class DiscardingAnalyticsAdapter implements AnalyticsPort {
  track(_event: AnalyticsEvent): void {
    // Deliberately nothing.
  }
}
