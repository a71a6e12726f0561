import type { CustomerService } from '../account/customer-service';
import type { AppDownloadService } from '../app-download/app-download-service';
import type { LanguageService } from '../i18n/language-service';
import type { NoticeService } from '../notifications/notice-service';
import type { ToastService } from '../notifications/toast-service';
import type { AnalyticsPort } from '../ports/analytics-port';
import type { LoggingPort } from '../ports/logging-port';
import type { VisibilityPort } from '../ports/visibility-port';
import type { SessionExpiryService } from './session-expiry-service';
import type { SignInService } from './sign-in-service';
import type { PasskeySettingsService } from './passkey-settings-service';

/**
 * What the signed-out shell (sign-in, language, toasts and notices) works with, before the hub's
 * code loads. Its wiring: adapters/wiring/areas/shell.ts.
 */
export interface ShellServices {
  readonly signIn: SignInService;
  /** Settings' passkeys: list, add with the passcode, remove. */
  readonly passkeySettings: PasskeySettingsService;
  readonly sessionExpiry: SessionExpiryService;
  /** The signed-in customer's profile and configs. */
  readonly customer: CustomerService;
  readonly toasts: ToastService;
  readonly notices: NoticeService;
  /** Where the UI reports rendering errors. */
  readonly logger: LoggingPort;
  /** Where the UI tracks product analytics (navigation clicks). */
  readonly analytics: AnalyticsPort;
  /** The app download modal and the install link. */
  readonly appDownload: AppDownloadService;
  /** The display language and direction. */
  readonly language: LanguageService;
  /** Whether the page is visible (forms refresh their quote on coming back; streams pause while hidden). */
  readonly visibility: VisibilityPort;
}
