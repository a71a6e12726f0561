import { NoticeService } from '../../application/notifications/notice-service';
import { ToastService } from '../../application/notifications/toast-service';
import { sleepOn } from '../../application/shared/sleep';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../crypto/passcode-encryption';
import { type DeviceKeyStore, RequestSigner } from '../crypto/request-signer';
import { HttpClient } from '../http/http-client';
import { HttpSessionAdapter } from '../http/session-http-adapter';
import { lazyPort, type LoadObserver } from './lazy-port';
import { createShellApplication, type ShellApplication } from './shell-application';
import type { Registry } from './tokens';

/** What each environment (browser, CLI, tests) supplies to the signed-out shell. */
export interface ShellEnvironment {
  readonly scheduler: Registry['scheduler'];
  readonly ids: Registry['ids'];
  readonly location: Registry['location'];
  /** Where errors are reported (spec 000 §8: rendering errors are reported). */
  readonly logger: Registry['logger'];
  /** Where product analytics go. */
  readonly analytics: Registry['analytics'];
  readonly storage: Registry['storage'];
  readonly identity: Registry['identity'];
  /** The backend's passcode-encryption secret; the sandbox's by default. */
  readonly passcodeSecret?: string;
  /** Where the device's signing keys are kept. */
  readonly keyStore: DeviceKeyStore;
  /** The WebCrypto that signs requests and seals the passcode; the platform's by default. */
  readonly subtle?: SubtleCrypto;
  readonly fetch: typeof fetch;
  readonly apiBaseUrl: string;
  /** Spec 000 §8: status 500+ alerts 'an error occurred' only when enabled. */
  readonly notifyServerErrors?: boolean;
  /** Sees each adapter loaded on a port's first call (the CLI counts the load as work in flight). */
  readonly observeLoads?: LoadObserver;
}

/** The signed-out shell over HTTP, one object per token. */
export type HttpShell = Pick<
  Registry,
  | 'scheduler'
  | 'ids'
  | 'location'
  | 'logger'
  | 'analytics'
  | 'storage'
  | 'identity'
  | 'signer'
  | 'passcodeEncryptor'
  | 'toasts'
  | 'notices'
  | 'http'
  | 'sessionPort'
  | 'configPort'
> &
  ShellApplication;

/**
 * The signed-out shell wired to HTTP: the request pipeline, the session and config ports, and the
 * shell's application services. Each environment supplies its scheduler, id source, identity and
 * fetch; everything else is built the same way everywhere. Roots bind it into their container
 * (bindValues) with the hub on top (http-hub.ts); the browser does so only when the hub loads.
 */
export function createHttpShell(env: ShellEnvironment): HttpShell {
  const { scheduler, ids, location, logger, analytics, storage, identity } = env;
  const signer = new RequestSigner(env.keyStore, env.subtle);
  const passcodeEncryptor = new PasscodeEncryptor({
    secret: env.passcodeSecret ?? SANDBOX_PASSCODE_SECRET,
    ...(env.subtle === undefined ? {} : { subtle: env.subtle }),
  });
  const toasts = new ToastService(scheduler);
  const notices = new NoticeService(toasts, { serverErrorNoticeEnabled: env.notifyServerErrors ?? false });
  const http = new HttpClient({
    baseUrl: env.apiBaseUrl,
    fetch: env.fetch,
    identity,
    signer,
    sleep: sleepOn(scheduler),
    onFailure: (failure, request) => notices.reportRequestFailure(failure, request),
  });
  const sessionPort = new HttpSessionAdapter(http, identity, signer, passcodeEncryptor);
  const configPort = lazyPort(async () => new (await import('../http/config-http-adapter')).HttpConfigAdapter(http, () => scheduler.now()), env.observeLoads);
  const ports = { scheduler, ids, location, logger, analytics, storage, identity, signer, passcodeEncryptor, toasts, notices, http, sessionPort, configPort };
  return { ...ports, ...createShellApplication(ports) };
}
