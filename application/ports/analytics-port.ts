/** One product-analytics event: a stable snake_case name and plain-text properties. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly properties?: Readonly<Record<string, string>>;
}

/**
 * Where product analytics go (spec 001 §2: a navigation entry's click event; spec 001 §4: the
 * deposit method picker's 'method viewed' and 'method initiated'). Fire and forget: tracking
 * never fails, waits or changes what the customer sees.
 */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}
