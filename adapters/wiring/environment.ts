import type { SchedulerLike } from 'rxjs';
import type { AppServices, ShellServices } from '../../application/app-services';
import type { AnalyticsPort } from '../../application/ports/analytics-port';
import type { IdPort } from '../../application/ports/id-port';
import type { KeyValuePort } from '../../application/ports/key-value-port';
import type { LocationPort } from '../../application/ports/location-port';
import type { LoggingPort } from '../../application/ports/logging-port';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import type { VisibilityPort } from '../../application/ports/visibility-port';
import type { DeviceKeyStore } from '../crypto/request-signer';
import type { RequestIdentity } from '../http/request-identity';
import type { WebAuthnPort } from '../../application/ports/webauthn-port';
import type { LoadObserver } from './lazy-port';

/** How an environment reaches a backend over HTTP (the browser's and Node's roots; the fakes need none). */
export interface HttpEnvironment {
  readonly fetch: typeof fetch;
  /** The backend's base URL; '' is the page's own origin. */
  readonly apiBaseUrl: string;
  /** Headers sent with every request (spec 000 §7). */
  readonly identity: RequestIdentity;
  /** Where the device's signing keys are kept. */
  readonly keyStore: DeviceKeyStore;
  /** The WebCrypto that signs requests and seals the passcode; the platform's by default. */
  readonly subtle?: SubtleCrypto;
  /** The backend's passcode-encryption secret; the sandbox's by default. */
  readonly passcodeSecret?: string;
  /** The backend's secret for KYC fields marked aes_256_cbc; the sandbox's by default. */
  readonly fieldSecret?: string;
  /** Sees each adapter loaded on a port's first call (the CLI counts the load as work in flight). */
  readonly observeLoads?: LoadObserver;
}

/** What every environment supplies as values (browser, Node/CLI, fakes). */
export interface EnvironmentValues {
  readonly scheduler: SchedulerLike;
  readonly ids: IdPort;
  readonly location: LocationPort;
  /** Where errors are reported (spec 000 §8: rendering errors are reported). */
  readonly logger: LoggingPort;
  /** Where product analytics go. */
  readonly analytics: AnalyticsPort;
  readonly storage: KeyValuePort;
  /** Small values kept for this tab only (browser sessionStorage): the coin list's category per page (spec 001 §4). */
  readonly tabStorage: KeyValuePort;
  /** Spec 000 §8: status 500+ alerts 'an error occurred' only when enabled. */
  readonly serverErrorNotices: boolean;
  /** Whether the page is visible (streams pause while it is hidden). */
  readonly visibility: VisibilityPort;
  /** The device's authenticator for passkeys (none in the CLI). */
  readonly webAuthn: WebAuthnPort;
}

/** What an environment adds once the hub loads (the browser makes them then; other roots at once). */
export interface HubEnvironmentValues {
  /** The payment frame and the Apple Pay and Google Pay sheets of this environment. */
  readonly paymentSurfaces: PaymentSurfaces;
}

declare module './registry' {
  interface Registry extends EnvironmentValues, HubEnvironmentValues {
    httpEnvironment: HttpEnvironment;
    /** What the signed-out shell's driving adapter is given. */
    shellServices: ShellServices;
    /** What a driving adapter (the UI's hub, the CLI) is given: every area's services. */
    services: AppServices;
  }
}
