import type * as z from 'zod/mini';
import type { ApiResult } from '../../application/ports/api-error';
import type { ExpiringToken, LoginQr, PasskeyOptions, PhoneLoginStart, SessionPort, TermsAcceptance, UserRecord } from '../../application/ports/session-port';
import { PasscodeEncryptor, SANDBOX_PASSCODE_SECRET } from '../crypto/passcode-encryption';
import type { RequestSigner } from '../crypto/request-signer';
import type { PasskeyCredential } from '../../application/ports/webauthn-port';
import type { HttpClient } from './http-client';
import { mapResult } from './map-result';
import type { RequestIdentity } from './request-identity';
import { sessionRoutes as routes } from './routes/session';
import type { user } from './schemas/session';

/** What send_otp names as its domain (spec 001 §7). Choice: the web platform key used elsewhere (cdc_web). */
export const OTP_DOMAIN = 'cdc_web';

const toUser = (wire: z.output<typeof user>): UserRecord => ({
  uuid: wire.uuid,
  name: wire.name,
  phoneCountry: wire.phone_country,
  nativeCurrency: wire.native_currency,
  onboarding: {
    emailConfirmed: wire.email_confirmed_at !== null,
    phoneConfirmed: wire.phone_confirmed_at !== null,
    termsAccepted: wire.terms_of_service,
    mainAppWebEnabled: wire.main_app_web_enabled,
    hasPasscode: wire.with_passcode,
    identityApproved: wire.identity.verification === 'approved',
  },
  entityId: wire.entity_id,
  paymentCurrency: wire.payment_currency,
  baseCurrency: wire.base_currency,
  prime: { benefit: wire.prime.prime_benefit, invited: wire.prime.prime_invited },
  identityVerification: wire.identity.verification,
});

const done = (): void => undefined;
const expiring = (token: string, expiresAt: string): ExpiringToken => ({ token, expiresAt: Date.parse(expiresAt) });

/**
 * Session calls over HTTP: registers the device's signing key with the passcode, remembers the
 * user's uuid for the headers, and encrypts a new passcode (adapters/crypto/passcode-encryption.ts).
 * The passcode at sign-in goes as the spec gives it (passcode, biometric, pubkey).
 */
export class HttpSessionAdapter implements SessionPort {
  constructor(
    private readonly http: HttpClient,
    private readonly identity: RequestIdentity,
    private readonly signer: RequestSigner,
    private readonly encryptor: PasscodeEncryptor = new PasscodeEncryptor({ secret: SANDBOX_PASSCODE_SECRET }),
  ) {}

  async startPhoneLogin(phone: string): Promise<ApiResult<PhoneLoginStart>> {
    return mapResult(await this.http.call(routes.startSession, { body: { phone } }), (r) => ({ signupRequired: r.session.signup_required }));
  }

  async sendOtp(): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.sendOtp, { body: { domain: OTP_DOMAIN } }), done);
  }

  async verifyOtp(code: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.verifyOtp, { body: { phone_otp: code } }), done);
  }

  async verifyWithTerms(acceptance: TermsAcceptance): Promise<ApiResult<{ readonly passcodeRequired: boolean }>> {
    const body = { otp: acceptance.otp, terms_id: acceptance.termsId, subscribe_newsletters: acceptance.subscribeNewsletters };
    return mapResult(await this.http.call(routes.verifyWithTerms, { body }), (r) => ({ passcodeRequired: r.passcode_required }));
  }

  async verifyPasscode(passcode: string): Promise<ApiResult<UserRecord>> {
    const pubkey = await this.signer.publicKey();
    return this.remember(await this.http.call(routes.verifyPasscode, { body: { passcode, biometric: false, pubkey } }));
  }

  async updatePasscode(passcode: string): Promise<ApiResult<UserRecord>> {
    const body = { passcode: await this.encryptor.encrypt(passcode), biometric: false as const };
    return this.remember(await this.http.call(routes.updatePasscode, { body }));
  }

  async updatePhone(phone: string): Promise<ApiResult<void>> {
    return mapResult(await this.http.call(routes.updatePhone, { body: { phone } }), done);
  }

  async isVerified(): Promise<ApiResult<boolean>> {
    return mapResult(await this.http.call(routes.isVerified), (body) => body.is_verified);
  }

  async registerDevice(passcode?: string): Promise<ApiResult<void>> {
    const key = { pubkey: await this.signer.publicKey(), device_name: this.identity.sourceEntry };
    const body = passcode === undefined ? key : { ...key, passcode: await this.encryptor.encrypt(passcode) };
    return mapResult(await this.http.call(routes.createDevice, { body }), done);
  }

  async isTrustedDevice(): Promise<ApiResult<boolean>> {
    const body = { pubkey: await this.signer.publicKey() };
    return mapResult(await this.http.call(routes.checkTrustedDevice, { body }), (r) => r.trusted_device.trusted);
  }

  async passkeyOptions(): Promise<ApiResult<PasskeyOptions>> {
    return mapResult(await this.http.call(routes.passkeyOptions, { body: {} }), ({ options: o }) => ({
      challenge: o.challenge,
      timeoutMs: o.timeout,
      rpId: o.rp_id,
      userVerification: o.user_verification,
      allowCredentialIds: o.allow_credentials.map((c) => c.id),
    }));
  }

  /** The device's key goes along: the session gets it back only if the account trusts it. */
  async verifyPasskey(credential: PasskeyCredential): Promise<ApiResult<UserRecord>> {
    const pubkey = await this.signer.publicKey();
    return this.remember(await this.http.call(routes.passkeyVerify, { body: { credential: credential as never, pubkey } }));
  }

  async appUserAuth(): Promise<ApiResult<ExpiringToken>> {
    return mapResult(await this.http.call(routes.appUserAuth, { body: {} }), ({ auth }) => expiring(auth.token, auth.expires_at));
  }

  async loginQr(): Promise<ApiResult<LoginQr>> {
    return mapResult(await this.http.call(routes.loginQr, { body: {} }), ({ qr }) => ({ ...expiring(qr.token, qr.expires_at), url: qr.url }));
  }

  async currentUser(): Promise<ApiResult<UserRecord>> {
    return this.remember(await this.http.call(routes.showUser));
  }

  async sendEmailCode(email: string): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.sendEmailCode, { body: { email } }), (r) => r.email);
  }

  async verifyEmailCode(code: string): Promise<ApiResult<UserRecord>> {
    return this.remember(await this.http.call(routes.verifyEmailCode, { body: { code } }));
  }

  async startIdentity(): Promise<ApiResult<string>> {
    return mapResult(await this.http.call(routes.startIdentity, { body: {} }), (r) => r.identity.url);
  }

  async logout(): Promise<ApiResult<void>> {
    this.identity.userUuid = undefined;
    return mapResult(await this.http.call(routes.logout), done);
  }

  private remember(result: ApiResult<{ user: z.output<typeof user> }>): ApiResult<UserRecord> {
    const mapped = mapResult(result, (body) => toUser(body.user));
    if (mapped.ok) this.identity.userUuid = mapped.value.uuid;
    return mapped;
  }
}
