import type { ShellServices } from '../../application/app-services';
import { CustomerService } from '../../application/account/customer-service';
import { AppDownloadService } from '../../application/app-download/app-download-service';
import { LanguageService } from '../../application/i18n/language-service';
import { SessionExpiryService } from '../../application/session/session-expiry-service';
import { SignInService } from '../../application/session/sign-in-service';
import type { Registry } from './tokens';

/** What the shell's services are built over (HTTP adapters or fakes). */
export type ShellPorts = Pick<Registry, 'sessionPort' | 'configPort' | 'storage' | 'scheduler' | 'notices' | 'toasts' | 'location' | 'logger' | 'analytics'>;

/** The shell's application services, one per token, and all of them as the UI's ShellServices. */
export type ShellApplication = Pick<Registry, 'signIn' | 'sessionExpiry' | 'customer' | 'appDownload' | 'language' | 'shellServices'>;

/**
 * The application services of the signed-out shell (sign-in, session expiry, customer, language,
 * app download). Built with plain constructors, not the container, so the sign-in screen does not
 * load inversify; every root binds them as values under their tokens (bindValues) before binding
 * the hub's services over them (hub-application.ts).
 */
export function createShellApplication(ports: ShellPorts): ShellApplication {
  const { sessionPort, configPort, storage, scheduler, notices, toasts, location, logger, analytics } = ports;
  const signIn = new SignInService(sessionPort, storage, scheduler);
  const sessionExpiry = new SessionExpiryService(notices, location, scheduler, signIn);
  const customer = new CustomerService(signIn, configPort);
  const appDownload = new AppDownloadService(storage, location);
  const language = new LanguageService(storage, configPort, signIn);
  const shellServices: ShellServices = { signIn, sessionExpiry, customer, toasts, notices, logger, analytics, language, appDownload };
  return { signIn, sessionExpiry, customer, appDownload, language, shellServices };
}
