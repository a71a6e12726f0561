import { type ApiResult, businessError } from '../../application/ports/api-error';
import type {
  ExpiringToken,
  LoginQr,
  PasskeyOptions,
  PhoneLoginStart,
  SessionPort,
  SignedInUser,
  TermsAcceptance,
  UserRecord,
} from '../../application/ports/session-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { isCompletePasscode } from '../../domain/session/passcode';
import { normalisePhone } from '../../domain/session/phone';
import { normaliseEmail } from '../../domain/user/email';
import { ONBOARDING_COMPLETE } from '../../domain/session/post-login-route';
import type { PasskeyCredential } from '../../application/ports/webauthn-port';
import { FakeCalls } from './fake-calls';

export interface FakeSessionOptions {
  /** Phones (normalised, "+15550100001") that may sign in; any phone when omitted. */
  readonly phones?: readonly string[];
  readonly otp?: string;
  readonly passcode?: string;
  /** Wrong passcodes allowed before the account locks. */
  readonly passcodeAttempts?: number;
  readonly lockMinutes?: number;
  /** The user; the record's other fields default to a US customer's. */
  readonly user?: SignedInUser | UserRecord;
  /** The terms version verifyWithTerms accepts. */
  readonly termsId?: string;
  /** Epoch ms, for the expiry of tokens and QR codes. */
  readonly clock?: () => number;
}

/** A fully onboarded customer: the post-login rule sends them to /hub/home. */
export const ONBOARDED: SignedInUser['onboarding'] = ONBOARDING_COMPLETE;

export const DEFAULT_USER: UserRecord = {
  uuid: 'user-1',
  name: 'Alex Morgan',
  phoneCountry: 'USA',
  nativeCurrency: currencyCode('USD'),
  onboarding: ONBOARDED,
  entityId: 'usa',
  paymentCurrency: currencyCode('USD'),
  baseCurrency: currencyCode('USD'),
  prime: { benefit: false, invited: false },
  identityVerification: 'approved',
};

type Stage = 'none' | 'otp_pending' | 'otp_verified' | 'signed_in';
const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const unauthorized: ApiResult<never> = { ok: false, error: { kind: 'unauthorized' } };
const fail = (code: string, meta: Record<string, unknown> = {}): ApiResult<never> => ({ ok: false, error: businessError(code, { meta }) });
const TOKEN_TTL_MS = 300_000;

/**
 * In-memory phone -> one-time code -> passcode sign-in for tests. Steps must come in order
 * (otherwise an unauthorized error, as a 401 maps); wrong passcodes count down `remaining_number_of_attempts`, then lock.
 * Sign-up: verifyWithTerms signs in a user without a passcode; updatePasscode sets one.
 */
export class FakeSessionAdapter implements SessionPort {
  readonly calls = new FakeCalls<keyof SessionPort>();
  private stage: Stage = 'none';
  private passcodeFailures = 0;
  private record: UserRecord;
  private passcode: string;
  private deviceRegistered = false;
  private pendingPhone = false;
  private pendingEmail: string | undefined;
  private issued = 0;
  /** The credential ids the fake accepts as the customer's passkeys. */
  readonly passkeyIds = new Set<string>();

  constructor(private readonly options: FakeSessionOptions = {}) {
    this.record = { ...DEFAULT_USER, ...options.user };
    this.passcode = options.passcode ?? '147258';
  }

  /** Starts the fake already signed in, as a stored session would. */
  signIn(): this {
    this.stage = 'signed_in';
    return this;
  }

  get user(): UserRecord {
    return this.record;
  }

  startPhoneLogin(phone: string): Promise<ApiResult<PhoneLoginStart>> {
    return this.calls.run('startPhoneLogin', [phone], () => {
      if (this.options.phones !== undefined && !this.options.phones.includes(phone)) return fail(ErrorCode.unknownPhone);
      this.stage = 'otp_pending';
      const { phoneConfirmed, termsAccepted } = this.record.onboarding;
      return ok({ signupRequired: !phoneConfirmed || !termsAccepted });
    });
  }

  sendOtp(): Promise<ApiResult<void>> {
    return this.calls.run('sendOtp', [], () => (this.stage === 'otp_pending' || this.pendingPhone ? ok(undefined) : fail(ErrorCode.invalidParameter)));
  }

  verifyOtp(code: string): Promise<ApiResult<void>> {
    return this.calls.run('verifyOtp', [code], () => {
      if (this.stage !== 'otp_pending' && !(this.stage === 'signed_in' && this.pendingPhone)) return unauthorized;
      if (code !== (this.options.otp ?? '123456')) return fail(ErrorCode.invalidOtp);
      if (this.stage === 'signed_in') this.confirmPhone();
      else this.stage = 'otp_verified';
      return ok(undefined);
    });
  }

  verifyWithTerms(acceptance: TermsAcceptance): Promise<ApiResult<{ readonly passcodeRequired: boolean }>> {
    return this.calls.run('verifyWithTerms', [acceptance], () => {
      if (this.stage !== 'otp_pending' && this.stage !== 'signed_in') return unauthorized;
      if (acceptance.otp !== (this.options.otp ?? '123456')) return fail(ErrorCode.invalidOtp);
      if (this.options.termsId !== undefined && acceptance.termsId !== this.options.termsId) return fail(ErrorCode.invalidParameter);
      this.record = { ...this.record, onboarding: { ...this.record.onboarding, termsAccepted: true } };
      this.confirmPhone();
      const passcodeRequired = this.stage === 'otp_pending' && this.record.onboarding.hasPasscode;
      if (this.stage === 'otp_pending') this.stage = passcodeRequired ? 'otp_verified' : 'signed_in';
      return ok({ passcodeRequired });
    });
  }

  verifyPasscode(passcode: string): Promise<ApiResult<UserRecord>> {
    return this.calls.run('verifyPasscode', [passcode], () => {
      if (this.stage !== 'otp_verified') return unauthorized;
      if (passcode === this.passcode) {
        this.passcodeFailures = 0;
        this.stage = 'signed_in';
        this.deviceRegistered = true;
        return ok(this.record);
      }
      this.passcodeFailures += 1;
      const remaining = Math.max((this.options.passcodeAttempts ?? 5) - this.passcodeFailures, 0);
      const lockMinutes = this.options.lockMinutes ?? 30;
      const lockExpiresAt = new Date((this.options.clock?.() ?? 0) + lockMinutes * 60_000).toISOString();
      if (remaining === 0) return fail(ErrorCode.accountLocked, { lock_duration_in_minutes: lockMinutes, app_lock_expires_at: lockExpiresAt });
      return fail(ErrorCode.invalidPasscode, { remaining_number_of_attempts: remaining });
    });
  }

  updatePasscode(passcode: string): Promise<ApiResult<UserRecord>> {
    return this.calls.run('updatePasscode', [passcode], () => {
      if (this.stage !== 'signed_in') return unauthorized;
      if (!this.deviceRegistered) return fail(ErrorCode.invalidDsa);
      if (!isCompletePasscode(passcode)) return fail(ErrorCode.invalidParameter);
      this.passcode = passcode;
      this.record = { ...this.record, onboarding: { ...this.record.onboarding, hasPasscode: true } };
      return ok(this.record);
    });
  }

  updatePhone(phone: string): Promise<ApiResult<void>> {
    return this.calls.run('updatePhone', [phone], () => {
      if (this.stage !== 'signed_in') return unauthorized;
      if (normalisePhone(phone) === undefined) return fail(ErrorCode.invalidParameter);
      this.pendingPhone = true;
      this.record = { ...this.record, onboarding: { ...this.record.onboarding, phoneConfirmed: false } };
      return ok(undefined);
    });
  }

  isVerified(): Promise<ApiResult<boolean>> {
    return this.calls.run('isVerified', [], () => ok(this.stage === 'otp_verified' || this.stage === 'signed_in'));
  }

  /** Choice: the fake trusts the device whatever the passcode (the sandbox checks it; tests of the refusal script it). */
  registerDevice(passcode?: string): Promise<ApiResult<void>> {
    return this.calls.run('registerDevice', [passcode], () => {
      if (this.stage !== 'signed_in') return unauthorized;
      this.deviceRegistered = true;
      return ok(undefined);
    });
  }

  isTrustedDevice(): Promise<ApiResult<boolean>> {
    return this.calls.run('isTrustedDevice', [], () => (this.stage === 'signed_in' ? ok(this.deviceRegistered) : unauthorized));
  }

  passkeyOptions(): Promise<ApiResult<PasskeyOptions>> {
    return this.calls.run('passkeyOptions', [], () =>
      ok({ challenge: `challenge-${this.next()}`, timeoutMs: 60_000, rpId: 'localhost', userVerification: 'preferred', allowCredentialIds: [] }),
    );
  }

  verifyPasskey(credential: PasskeyCredential): Promise<ApiResult<UserRecord>> {
    return this.calls.run('verifyPasskey', [credential], () => {
      if (!this.passkeyIds.has(credential.id)) return fail(ErrorCode.passkeyNotRecognised);
      this.stage = 'signed_in';
      return ok(this.record);
    });
  }

  appUserAuth(): Promise<ApiResult<ExpiringToken>> {
    return this.calls.run('appUserAuth', [], () => (this.stage === 'signed_in' ? ok(this.token('auth')) : unauthorized));
  }

  loginQr(): Promise<ApiResult<LoginQr>> {
    return this.calls.run('loginQr', [], () => {
      const token = this.token('qr');
      return ok({ ...token, url: `https://crypto.com/app/qr-login?token=${token.token}` });
    });
  }

  currentUser(): Promise<ApiResult<UserRecord>> {
    return this.calls.run('currentUser', [], () => (this.stage === 'signed_in' ? ok(this.record) : unauthorized));
  }

  sendEmailCode(email: string): Promise<ApiResult<string>> {
    return this.calls.run('sendEmailCode', [email], () => {
      if (this.stage !== 'signed_in') return unauthorized;
      const normalised = normaliseEmail(email);
      if (normalised === undefined) return fail(ErrorCode.invalidEmail);
      this.pendingEmail = normalised;
      return ok(normalised);
    });
  }

  verifyEmailCode(code: string): Promise<ApiResult<UserRecord>> {
    return this.calls.run('verifyEmailCode', [code], () => {
      if (this.stage !== 'signed_in') return unauthorized;
      if (this.pendingEmail === undefined) return fail(ErrorCode.invalidParameter);
      if (code !== (this.options.otp ?? '123456')) return fail(ErrorCode.invalidOtp, { remaining_number_of_attempts: 4 });
      this.pendingEmail = undefined;
      this.record = { ...this.record, onboarding: { ...this.record.onboarding, emailConfirmed: true } };
      return ok(this.record);
    });
  }

  /** The identity page's address; `decideIdentity` plays the provider's decision. */
  startIdentity(): Promise<ApiResult<string>> {
    return this.calls.run('startIdentity', [], () => (this.stage === 'signed_in' ? ok('https://gateway.fake/gateway/identity/1') : unauthorized));
  }

  /** The identity provider decided (what the gateway page does in the sandbox). */
  decideIdentity(verification: 'approved' | 'pending' | 'rejected'): void {
    this.record = {
      ...this.record,
      identityVerification: verification,
      onboarding: { ...this.record.onboarding, identityApproved: verification === 'approved' },
    };
  }

  logout(): Promise<ApiResult<void>> {
    return this.calls.run('logout', [], () => {
      this.stage = 'none';
      return ok(undefined);
    });
  }

  private confirmPhone(): void {
    this.pendingPhone = false;
    this.record = { ...this.record, onboarding: { ...this.record.onboarding, phoneConfirmed: true } };
  }

  private next(): number {
    this.issued += 1;
    return this.issued;
  }

  private token(prefix: string): ExpiringToken {
    return { token: `${prefix}-${this.next()}`, expiresAt: (this.options.clock?.() ?? 0) + TOKEN_TTL_MS };
  }
}
