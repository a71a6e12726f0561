import type { AnalyticsEvent, AnalyticsPort } from '../../application/ports/analytics-port';

/** The page's data layer: the array a tag manager reads events from. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Pushes each event onto `window.dataLayer` as `{ event, ...properties }`, the convention tag
 * managers read. Choice: the spec names no analytics vendor, so the client hands events to
 * whatever tag manager the page is deployed with (none in the sandbox, where the array only
 * grows). A data layer that cannot be written to is ignored: tracking never breaks the page.
 */
export class DataLayerAnalyticsAdapter implements AnalyticsPort {
  constructor(private readonly host: DataLayerHost = window as DataLayerHost) {}

  track(event: AnalyticsEvent): void {
    try {
      this.host.dataLayer ??= [];
      this.host.dataLayer.push({ event: event.name, ...event.properties });
    } catch {
      // A tag manager that replaced the data layer with something else must not stop the click.
    }
  }
}
