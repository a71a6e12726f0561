import { ErrorCode } from '../../../domain/errors/error-codes';
import { matchLanguage } from '../../../domain/format/languages';
import { currencyCode } from '../../../domain/money/currency';
import { err, ok } from '../../../domain/shared/result';
import type { AppConfigWire, ProductConfigWire } from '../../http/schemas/config';
import { appConfigFor, internalTesterUuids, productConfigFor } from './onboarding/app-config';
import { PayIds } from './onboarding/pay-ids';
import { REFERRAL_RESTRICTED_COUNTRIES, referralsRestrictedIn, type ReferralCode, usableReferralCode } from './onboarding/referrals';
import { SignupSteps } from './onboarding/signup-steps';
import { profileSeedOf } from './onboarding/user-profiles';
import { UserRecords, type UserRecordState } from './onboarding/user-records';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';

/** Choice: currencies a customer may choose to pay in (spec 001 §7 payment_currency update). */
export const PAYMENT_CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD'];
/** Choice: the privacy notice the public pre-auth config names. */
export const PRIVACY_NOTICE = { url: 'https://crypto.com/privacy/global', version: '2026-01' } as const;
/** Choice: the key the support chat's user hash is made with (sandbox only). */
const INTERCOM_SECRET = 'sandbox-intercom-identity-secret';
const MINUTE_MS = 60_000;

/** Onboarding and account settings beyond sign-in: user records, referrals, configs, Pay IDs, helpers for external services. */
export class SandboxOnboarding {
  readonly users: UserRecords;
  readonly payIds: PayIds;
  readonly signup: SignupSteps;

  constructor(private readonly context: SandboxContext) {
    this.users = new UserRecords(context);
    this.payIds = new PayIds(this.users);
    this.signup = new SignupSteps(context, this.users);
  }

  user(account: SandboxAccount): UserRecordState {
    return this.users.of(account);
  }

  verifyReferral(code: string, countryCode: string): SandboxResult<ReferralCode> {
    return usableReferralCode(code, countryCode);
  }

  referralRestriction(countryCode: string): { readonly restricted: boolean; readonly restrictedCountries: readonly string[] } {
    return { restricted: referralsRestrictedIn(countryCode), restrictedCountries: REFERRAL_RESTRICTED_COUNTRIES };
  }

  /** A customer uses one referral code, once. Choice: the reward follows the first trade (not paid here). */
  claimReferral(account: SandboxAccount, code: string): SandboxResult<ReferralCode> {
    const user = this.users.of(account);
    if (user.referralCode !== null) return err({ code: ErrorCode.referralAlreadyClaimed });
    const usable = usableReferralCode(code, account.persona.countryCode);
    if (usable.ok) user.referralCode = usable.value.code;
    return usable;
  }

  appConfig(account: SandboxAccount): AppConfigWire {
    return appConfigFor(account, this.users.of(account), internalTesterUuids(this.context.state.accounts), this.context.now());
  }

  productConfig(account: SandboxAccount): ProductConfigWire {
    return productConfigFor(account);
  }

  /** Only offered languages (spec 001 §9) are kept, in their offered spelling. */
  updatePreferredLocale(account: SandboxAccount, locale: string): SandboxResult<UserRecordState> {
    const language = matchLanguage(locale);
    if (language === undefined || language.toLowerCase() !== locale.trim().replace(/_/g, '-').toLowerCase()) {
      return err({ code: ErrorCode.invalidParameter, message: 'preferred_locale is not an offered language' });
    }
    const user = this.users.of(account);
    user.preferredLocale = language;
    return ok(user);
  }

  updatePaymentCurrency(account: SandboxAccount, currency: string): SandboxResult<UserRecordState> {
    const code = currencyCode(currency);
    if (!PAYMENT_CURRENCIES.includes(code)) return err({ code: ErrorCode.paymentCurrencyNotSupported });
    const user = this.users.of(account);
    user.paymentCurrency = code;
    return ok(user);
  }

  requiredPersonalInformation(account: SandboxAccount): readonly string[] {
    return account.state.fiatWallets[account.persona.nativeCurrency] === 'created' ? [] : profileSeedOf(account.persona).fiatDepositInformation;
  }

  /** The support chat's identity check: HMAC-SHA-256 of the user's uuid, hex. */
  async userHash(account: SandboxAccount): Promise<string> {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', new TextEncoder().encode(INTERCOM_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(account.uuid)));
    return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  /** The external assistant's address and a token for it (spec 001 §6: built with uuid, hash, token). */
  alfredInfo(): { readonly baseUrl: string; readonly token: string } {
    return { baseUrl: 'https://assistant.sandbox.test/chat', token: this.context.nextId('alfred') };
  }

  /** Choice: a sign-in QR code stays valid for 5 minutes. */
  loginQr(): { readonly token: string; readonly url: string; readonly expiresAt: number } {
    const token = this.context.nextId('qr');
    return { token, url: `https://crypto.com/app/qr-login?token=${token}`, expiresAt: this.context.now() + 5 * MINUTE_MS };
  }

  /** Choice: the public app proxy token lasts 15 minutes. */
  appUserAuth(): { readonly token: string; readonly expiresAt: number } {
    return { token: this.context.nextId('auth'), expiresAt: this.context.now() + 15 * MINUTE_MS };
  }
}
