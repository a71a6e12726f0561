import type { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import type { AppServices, ShellServices } from '../../application/app-services';
import { browserIdentity } from '../browser/browser-identity';
import { IndexedDbKeyStore } from '../browser/indexeddb-key-store';
import { LocalStorageAdapter } from '../browser/local-storage-adapter';
import { ConsoleLoggingAdapter } from '../browser/console-logging-adapter';
import { resolve } from './binding';
import { createHttpShellContainer, type ShellEnvironment } from './http-shell';

export interface BrowserConfig {
  /** The backend's base URL; '' (the default) is the page's own origin, where `npm start` serves the sandbox. */
  readonly apiBaseUrl: string;
}

export interface BrowserRoot {
  readonly container: Container;
  /** What the signed-out shell needs: bound at once. */
  readonly shell: ShellServices;
  /**
   * Loads the hub's code (its own chunk) and binds its services in the same container, once; a
   * failed load is tried again on the next call.
   */
  readonly loadHub: () => Promise<AppServices>;
}

/**
 * The browser's composition root: real time, window.fetch, identity kept in web storage. The
 * shell is bound at once; the hub (trade, deposits, markets, home) when it first loads, so the
 * sign-in screen never downloads it.
 */
export function createBrowserRoot(config: BrowserConfig): BrowserRoot {
  const env: ShellEnvironment = {
    scheduler: asyncScheduler,
    ids: { newId: () => crypto.randomUUID() },
    location: { current: () => ({ pathname: window.location.pathname, search: window.location.search }) },
    logger: new ConsoleLoggingAdapter(),
    storage: new LocalStorageAdapter(),
    identity: browserIdentity(),
    keyStore: new IndexedDbKeyStore(),
    fetch: (input, init) => window.fetch(input, init),
    apiBaseUrl: config.apiBaseUrl,
  };
  const container = createHttpShellContainer(env);
  let hub: Promise<AppServices> | undefined;
  const loadHub = () =>
    (hub ??= import('./browser-hub').then(
      (module) => module.bindBrowserHub(container, env),
      (error: unknown) => {
        hub = undefined;
        throw error;
      },
    ));
  return { container, shell: resolve(container, 'shellServices'), loadHub };
}
