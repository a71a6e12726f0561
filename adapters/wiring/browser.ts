import { asyncScheduler } from 'rxjs';
import { type AppServices } from '../../application/app-services';
import { browserIdentity } from '../browser/browser-identity';
import { createHttpContainer, resolve } from './container';

export interface BrowserConfig {
  /** The backend's base URL; '' (the default) is the page's own origin, where `npm start` serves the sandbox. */
  readonly apiBaseUrl: string;
}

/** The browser's composition root: real time, window.fetch, identity kept in web storage. */
export function createBrowserServices(config: BrowserConfig): AppServices {
  const container = createHttpContainer({
    scheduler: asyncScheduler,
    ids: { newId: () => crypto.randomUUID() },
    identity: browserIdentity(),
    fetch: (input, init) => window.fetch(input, init),
    apiBaseUrl: config.apiBaseUrl,
  });
  return resolve(container, 'services');
}
