import type { FirstActionGuideService } from './first-action-guide-service';

/** What the home area offers driving adapters. Its wiring: adapters/wiring/areas. */
export interface HomeServices {
  /** The home's first-action guide, and its replacement after the first purchase. */
  readonly firstActionGuide: FirstActionGuideService;
}
