import { Container } from 'inversify';
import { NoticeService } from '../../application/notifications/notice-service';
import { ToastService } from '../../application/notifications/toast-service';
import { sleepOn } from '../../application/shared/sleep';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../crypto/passcode-encryption';
import { type DeviceKeyStore, RequestSigner } from '../crypto/request-signer';
import { HttpClient } from '../http/http-client';
import { HttpSessionAdapter } from '../http/session-http-adapter';
import { bindFactory, bindValue } from './binding';
import { lazyPort } from './lazy-port';
import { bindShellApplication } from './shell-application';
import type { Registry } from './tokens';

/** What each environment (browser, CLI, tests) supplies to the signed-out shell. */
export interface ShellEnvironment {
  readonly scheduler: Registry['scheduler'];
  readonly ids: Registry['ids'];
  readonly location: Registry['location'];
  /** Where errors are reported (spec 000 §8: rendering errors are reported). */
  readonly logger: Registry['logger'];
  readonly storage: Registry['storage'];
  readonly identity: Registry['identity'];
  /** The backend's passcode-encryption secret; the sandbox's by default. */
  readonly passcodeSecret?: string;
  /** Where the device's signing keys are kept. */
  readonly keyStore: DeviceKeyStore;
  readonly fetch: typeof fetch;
  readonly apiBaseUrl: string;
  /** Spec 000 §8: status 500+ alerts 'an error occurred' only when enabled. */
  readonly notifyServerErrors?: boolean;
}

/**
 * The signed-out shell wired to HTTP: the request pipeline, the session and config ports, and the
 * shell's application services. Each environment supplies its scheduler, id source, identity and
 * fetch; everything else is bound the same way everywhere. The hub is bound on top (http-hub.ts).
 */
export function createHttpShellContainer(env: ShellEnvironment): Container {
  const container = new Container();
  bindValue(container, 'scheduler', env.scheduler);
  bindValue(container, 'ids', env.ids);
  bindValue(container, 'location', env.location);
  bindValue(container, 'logger', env.logger);
  bindValue(container, 'storage', env.storage);
  bindValue(container, 'identity', env.identity);
  bindValue(container, 'signer', new RequestSigner(env.keyStore));
  bindValue(container, 'passcodeEncryptor', new PasscodeEncryptor({ secret: env.passcodeSecret ?? SANDBOX_PASSCODE_SECRET }));
  bindFactory(container, 'toasts', ['scheduler'], (scheduler) => new ToastService(scheduler));
  bindFactory(container, 'notices', ['toasts'], (toasts) => new NoticeService(toasts, { serverErrorNoticeEnabled: env.notifyServerErrors ?? false }));
  bindFactory(container, 'http', ['scheduler', 'identity', 'notices', 'signer'], (scheduler, identity, notices, signer) =>
    new HttpClient({
      baseUrl: env.apiBaseUrl,
      fetch: env.fetch,
      identity,
      signer,
      sleep: sleepOn(scheduler),
      onFailure: (failure, request) => notices.reportRequestFailure(failure, request),
    }),
  );
  bindFactory(container, 'sessionPort', ['http', 'identity', 'signer', 'passcodeEncryptor'], (http, identity, signer, encryptor) =>
    new HttpSessionAdapter(http, identity, signer, encryptor),
  );
  bindFactory(container, 'configPort', ['http', 'scheduler'], (http, scheduler) => lazyPort(async () => new (await import('../http/config-http-adapter')).HttpConfigAdapter(http, () => scheduler.now())));
  bindShellApplication(container);
  return container;
}
