import type { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import type { AppServices, ShellServices } from '../../application/app-services';
import { browserIdentity } from '../browser/browser-identity';
import { ConsoleLoggingAdapter } from '../browser/console-logging-adapter';
import { DataLayerAnalyticsAdapter } from '../browser/data-layer-analytics-adapter';
import { DocumentVisibilityAdapter } from '../browser/document-visibility';
import { IndexedDbKeyStore } from '../browser/indexeddb-key-store';
import { LocalStorageAdapter } from '../browser/local-storage-adapter';
import type { PaymentPageConfig } from './browser-payments';
import { BrowserWebAuthnAdapter } from '../browser/webauthn-browser-adapter';
import { createHttpShell } from './http-shell';
import { HUB_FIRST_SCREEN_CALLS } from './hub-prefetch';

export interface BrowserConfig {
  /** The backend's base URL; '' (the default) is the page's own origin, where `npm start` serves the sandbox. */
  readonly apiBaseUrl: string;
  /** The payment frame's origin and the wallet sheets (config.json); none and the real wallets by default. */
  readonly payments?: PaymentPageConfig;
}

export interface BrowserRoot {
  /** What the signed-out shell needs: built at once. */
  readonly shell: ShellServices;
  /** The container with the shell and the hub, made once when the hub first loads; a failed load is tried again on the next call. */
  readonly hubContainer: () => Promise<Container>;
  /** All the services, from the hub's container (the same promise every time once it has loaded). */
  readonly loadHub: () => Promise<AppServices>;
}

/** A load remembered once it succeeds; a failed one (a chunk that did not arrive) is tried again on the next call. */
function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The browser's composition root: real time, window.fetch, identity kept in web storage. The
 * signed-out shell is built at once; the hub (trade, deposits, markets, home) and inversify's
 * container when the hub first loads (browser-hub.ts), so the sign-in screen downloads neither.
 */
export function createBrowserRoot(config: BrowserConfig): BrowserRoot {
  const shell = createHttpShell({
    scheduler: asyncScheduler,
    ids: { newId: () => crypto.randomUUID() },
    location: { current: () => ({ pathname: window.location.pathname, search: window.location.search }) },
    logger: new ConsoleLoggingAdapter(),
    analytics: new DataLayerAnalyticsAdapter(),
    storage: new LocalStorageAdapter(),
    tabStorage: new LocalStorageAdapter(() => sessionStorage),
    serverErrorNotices: false,
    visibility: new DocumentVisibilityAdapter(document),
    webAuthn: new BrowserWebAuthnAdapter(),
    httpEnvironment: {
      fetch: (input, init) => window.fetch(input, init),
      apiBaseUrl: config.apiBaseUrl,
      identity: browserIdentity(),
      keyStore: new IndexedDbKeyStore(),
    },
  });
  // The page's first data beside the session check (an answer a call does not take is dropped).
  const http = shell.made.http;
  (HUB_FIRST_SCREEN_CALLS[window.location.pathname] ?? []).forEach((path) => http?.prefetch(path));
  const hubContainer = retryable(async () =>
    (await import('./browser-hub')).createBrowserHubContainer(shell, config.payments ?? { gatewayOrigin: undefined, sandboxWallets: false }),
  );
  const loadHub = retryable(async () => (await hubContainer()).get<AppServices>('services'));
  return { shell: shell.shellServices, hubContainer, loadHub };
}
