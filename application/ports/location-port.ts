import type { AppLocation } from '../../domain/session/return-to';

/** Where the customer is in the app now (the browser's location; a fixed hub path for the CLI). */
export interface LocationPort {
  current(): AppLocation;
}
