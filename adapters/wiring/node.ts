import { randomUUID } from 'node:crypto';
import type { SchedulerLike } from 'rxjs';
import type { KeyValuePort } from '../../application/ports/key-value-port';
import type { AnalyticsPort } from '../../application/ports/analytics-port';
import type { LoggingPort } from '../../application/ports/logging-port';
import { DiscardingAnalyticsAdapter } from '../node/discarding-analytics-adapter';
import { ConsoleLoggingAdapter } from '../browser/console-logging-adapter';
import { type DeviceKeyStore, MemoryDeviceKeyStore } from '../crypto/request-signer';
import { MemoryKeyValueAdapter } from '../node/memory-key-value-adapter';
import { FakeVisibilityAdapter } from '../fake/fake-visibility-adapter';
import { FakePaymentFrameAdapter } from '../fake/fake-payment-frame-adapter';
import { FakeApplePayAdapter, FakeGooglePayAdapter } from '../fake/fake-wallet-sheets';
import type { PaymentSurfaces } from '../../application/ports/payment-surfaces';
import { cookieJarFetch } from '../node/cookie-jar-fetch';
import { HeadlessExternalPages, HeadlessPaypalLogin } from '../node/headless-paypal-login';
import { Container } from 'inversify';
import { DEFERRED_CODE } from './areas/deferred-code';
import { bindHttpHub } from './http-hub';
import { createHttpShell } from './http-shell';
import { FakeWebAuthnAdapter } from '../fake/fake-webauthn-adapter';
import type { LoadObserver } from './lazy-port';

export interface NodeConfig {
  readonly apiBaseUrl: string;
  readonly scheduler: SchedulerLike;
  readonly fetch?: typeof fetch;
  readonly storage?: KeyValuePort;
  readonly keyStore?: DeviceKeyStore;
  /** The WebCrypto that signs requests; Node's by default. */
  readonly subtle?: SubtleCrypto;
  /** Where errors are reported; the console by default. */
  readonly logger?: LoggingPort;
  /** Where product analytics go; discarded by default. */
  readonly analytics?: AnalyticsPort;
  /** Sees each adapter loaded on a port's first call (the CLI counts it as work in flight). */
  readonly observeLoads?: LoadObserver;
  /** The payment frame and wallet sheets; headless stand-ins by default. */
  readonly paymentSurfaces?: PaymentSurfaces;
}

/** Node's composition root (CLI, integration tests): the shell and the hub at once over HTTP; a cookie jar stands in for the browser's. */
export function createNodeContainer(config: NodeConfig): Container {
  const shell = createHttpShell({
    scheduler: config.scheduler,
    ids: { newId: () => randomUUID() },
    location: { current: () => ({ pathname: '/hub/home', search: '' }) },
    logger: config.logger ?? new ConsoleLoggingAdapter(),
    analytics: config.analytics ?? new DiscardingAnalyticsAdapter(),
    storage: config.storage ?? new MemoryKeyValueAdapter(),
    tabStorage: new MemoryKeyValueAdapter(),
    serverErrorNotices: false,
    visibility: new FakeVisibilityAdapter(),
    // No authenticator in a terminal: the CLI signs in with the code and passcode.
    webAuthn: new FakeWebAuthnAdapter(false),
    httpEnvironment: {
      fetch: cookieJarFetch(config.fetch ?? ((input, init) => fetch(input, init))),
      apiBaseUrl: config.apiBaseUrl,
      identity: { sourceEntry: 'cli', anonymousId: randomUUID(), deviceSessionId: randomUUID(), userUuid: undefined },
      keyStore: config.keyStore ?? new MemoryDeviceKeyStore(),
      ...(config.subtle === undefined ? {} : { subtle: config.subtle }),
      ...(config.observeLoads === undefined ? {} : { observeLoads: config.observeLoads }),
    },
  });
  const container = new Container();
  bindHttpHub(
    container,
    shell,
    {
      paymentSurfaces: config.paymentSurfaces ?? {
        paymentFrame: new FakePaymentFrameAdapter(),
        applePay: new FakeApplePayAdapter(),
        googlePay: new FakeGooglePayAdapter(),
        paypalLogin: new HeadlessPaypalLogin(),
        externalPages: new HeadlessExternalPages(),
      },
    },
    DEFERRED_CODE,
  );
  return container;
}
