import type { Container } from 'inversify';
import type { ShellServices } from '../../application/app-services';
import { CustomerService } from '../../application/account/customer-service';
import { AppDownloadService } from '../../application/app-download/app-download-service';
import { LanguageService } from '../../application/i18n/language-service';
import { SessionExpiryService } from '../../application/session/session-expiry-service';
import { SignInService } from '../../application/session/sign-in-service';
import { bindFactory, bindServiceObject } from './binding';
import type { TokenName } from './tokens';

/** The services the signed-out shell (sign-in, language, notices) works with, bound under `shellServices`. */
export const SHELL_SERVICES = ['signIn', 'sessionExpiry', 'customer', 'toasts', 'notices', 'logger', 'language', 'appDownload'] as const satisfies readonly (keyof ShellServices & TokenName)[];

/**
 * The application services of the signed-out shell, over whatever ports the container binds (HTTP
 * or fakes). The hub's services (hub-application.ts) are bound on top of them.
 */
export function bindShellApplication(container: Container): void {
  bindFactory(container, 'signIn', ['sessionPort', 'storage', 'scheduler'], (session, storage, scheduler) => new SignInService(session, storage, scheduler));
  bindFactory(container, 'sessionExpiry', ['notices', 'location', 'scheduler', 'signIn'], (notices, location, scheduler, signIn) =>
    new SessionExpiryService(notices, location, scheduler, signIn),
  );
  bindFactory(container, 'customer', ['signIn', 'configPort'], (signIn, config) => new CustomerService(signIn, config));
  bindFactory(container, 'appDownload', ['storage', 'location'], (storage, location) => new AppDownloadService(storage, location));
  bindFactory(container, 'language', ['storage', 'configPort', 'signIn'], (storage, config, signIn) => new LanguageService(storage, config, signIn));
  bindServiceObject(container, 'shellServices', SHELL_SERVICES);
}
