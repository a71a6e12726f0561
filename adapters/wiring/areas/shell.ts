import { CustomerService } from '../../../application/account/customer-service';
import { AppDownloadService } from '../../../application/app-download/app-download-service';
import { LanguageService } from '../../../application/i18n/language-service';
import { NoticeService } from '../../../application/notifications/notice-service';
import { ToastService } from '../../../application/notifications/toast-service';
import type { ConfigPort } from '../../../application/ports/config-port';
import type { SessionPort } from '../../../application/ports/session-port';
import { SessionExpiryService } from '../../../application/session/session-expiry-service';
import type { ShellServices } from '../../../application/session/shell-services';
import { SignInService } from '../../../application/session/sign-in-service';
import { PasskeySettingsService } from '../../../application/session/passkey-settings-service';
import type { PasskeyPort } from '../../../application/ports/passkey-port';
import { HttpSessionAdapter } from '../../http/session-http-adapter';
import { lazyPort } from '../lazy-port';
import { area, needs, PROVIDED } from '../registry';

declare module '../registry' {
  interface Registry extends ShellServices {
    session: SessionPort;
    config: ConfigPort;
    passkeys: PasskeyPort;
  }
}

/**
 * The signed-out shell: sign-in, session expiry, the customer's profile and configs, language,
 * toasts, notices and the app download. The browser builds it before any container (so the
 * sign-in screen downloads no inversify); every root binds the same bindings.
 */
export const shellArea = area<ShellServices>()({
  name: 'shell',
  ports: {
    session: needs(
      ['http', 'httpEnvironment', 'signer', 'passcodeEncryptor'],
      ({ http, httpEnvironment, signer, passcodeEncryptor }) => new HttpSessionAdapter(http, httpEnvironment.identity, signer, passcodeEncryptor),
    ),
    // Passkeys are Settings': the adapter module is its own chunk.
    passkeys: needs(['http', 'httpEnvironment', 'passcodeEncryptor'], ({ http, httpEnvironment, passcodeEncryptor }) =>
      lazyPort(async () => new (await import('../../http/passkey-http-adapter')).HttpPasskeyAdapter(http, passcodeEncryptor), httpEnvironment.observeLoads),
    ),
    // Configs load with the hub: the adapter module is its own chunk.
    config: needs(['http', 'httpEnvironment', 'scheduler'], ({ http, httpEnvironment, scheduler }) =>
      lazyPort(async () => new (await import('../../http/config-http-adapter')).HttpConfigAdapter(http, () => scheduler.now()), httpEnvironment.observeLoads),
    ),
  },
  services: {
    toasts: needs(['scheduler'], (d) => new ToastService(d)),
    notices: needs(['toasts', 'serverErrorNotices'], (d) => new NoticeService(d)),
    signIn: needs(['session', 'storage', 'scheduler', 'webAuthn'], (d) => new SignInService(d)),
    passkeySettings: needs(['passkeys', 'webAuthn'], (d) => new PasskeySettingsService(d)),
    sessionExpiry: needs(['notices', 'location', 'scheduler', 'signIn'], (d) => new SessionExpiryService(d)),
    customer: needs(['signIn', 'config'], (d) => new CustomerService(d)),
    appDownload: needs(['storage', 'location'], (d) => new AppDownloadService(d)),
    language: needs(['storage', 'config', 'signIn'], (d) => new LanguageService(d)),
    logger: PROVIDED,
    analytics: PROVIDED,
    visibility: PROVIDED,
  },
  internal: {},
});
