import { type Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { type AppServices } from '../../application/app-services';
import { browserIdentity } from '../browser/browser-identity';
import { IndexedDbKeyStore } from '../browser/indexeddb-key-store';
import { LocalStorageAdapter } from '../browser/local-storage-adapter';
import { DocumentVisibilityAdapter } from '../browser/document-visibility';
import { ConsoleLoggingAdapter } from '../browser/console-logging-adapter';
import { createBrowserPayments, readPaymentPageConfig } from './browser-payments';
import { createHttpContainer, resolve } from './container';

export interface BrowserConfig {
  /** The backend's base URL; '' (the default) is the page's own origin, where `npm start` serves the sandbox. */
  readonly apiBaseUrl: string;
}

/** The browser's container: real time, window.fetch, identity kept in web storage. */
export function createBrowserContainer(config: BrowserConfig): Container {
  return createHttpContainer({
    scheduler: asyncScheduler,
    ids: { newId: () => crypto.randomUUID() },
    location: { current: () => ({ pathname: window.location.pathname, search: window.location.search }) },
    logger: new ConsoleLoggingAdapter(),
    storage: new LocalStorageAdapter(),
    identity: browserIdentity(),
    visibility: new DocumentVisibilityAdapter(document),
    paymentSurfaces: createBrowserPayments(readPaymentPageConfig(document), window, asyncScheduler),
    keyStore: new IndexedDbKeyStore(),
    fetch: (input, init) => window.fetch(input, init),
    apiBaseUrl: config.apiBaseUrl,
  });
}

export const createBrowserServices = (config: BrowserConfig): AppServices => resolve(createBrowserContainer(config), 'services');
