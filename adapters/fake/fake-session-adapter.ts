import { type ApiResult, businessError } from '../../application/ports/api-error';
import { type SessionPort, type SignedInUser } from '../../application/ports/session-port';
import { ErrorCode } from '../../domain/errors/error-codes';
import { currencyCode } from '../../domain/money/currency';
import { ONBOARDING_COMPLETE } from '../../domain/session/post-login-route';
import { FakeCalls } from './fake-calls';

export interface FakeSessionOptions {
  /** Phones (normalised, "+15550100001") that may sign in; any phone when omitted. */
  readonly phones?: readonly string[];
  readonly otp?: string;
  readonly passcode?: string;
  /** Wrong passcodes allowed before the account locks. */
  readonly passcodeAttempts?: number;
  readonly lockMinutes?: number;
  readonly user?: SignedInUser;
}

/** A fully onboarded customer: the post-login rule sends them to /hub/home. */
export const ONBOARDED: SignedInUser['onboarding'] = ONBOARDING_COMPLETE;

const DEFAULT_USER: SignedInUser = { uuid: 'user-1', name: 'Alex Morgan', phoneCountry: 'USA', nativeCurrency: currencyCode('USD'), onboarding: ONBOARDED };

type Stage = 'none' | 'otp_pending' | 'otp_verified' | 'signed_in';
const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
const unauthorized: ApiResult<never> = { ok: false, error: { kind: 'unauthorized' } };
const fail = (code: string, meta: Record<string, unknown> = {}): ApiResult<never> => ({ ok: false, error: businessError(code, { meta }) });

/**
 * In-memory phone -> one-time code -> passcode sign-in for tests. Steps must come in order
 * (otherwise an unauthorized error, as a 401 maps); wrong passcodes count down `remaining_number_of_attempts`, then lock.
 */
export class FakeSessionAdapter implements SessionPort {
  readonly calls = new FakeCalls<keyof SessionPort>();
  private stage: Stage = 'none';
  private passcodeFailures = 0;

  constructor(private readonly options: FakeSessionOptions = {}) {}

  /** Starts the fake already signed in, as a stored session would. */
  signIn(): this {
    this.stage = 'signed_in';
    return this;
  }

  get user(): SignedInUser {
    return this.options.user ?? DEFAULT_USER;
  }

  startPhoneLogin(phone: string): Promise<ApiResult<void>> {
    return this.calls.run('startPhoneLogin', [phone], () => {
      if (this.options.phones !== undefined && !this.options.phones.includes(phone)) return fail(ErrorCode.unknownPhone);
      this.stage = 'otp_pending';
      return ok(undefined);
    });
  }

  verifyOtp(code: string): Promise<ApiResult<void>> {
    return this.calls.run('verifyOtp', [code], () => {
      if (this.stage !== 'otp_pending') return unauthorized;
      if (code !== (this.options.otp ?? '123456')) return fail(ErrorCode.invalidOtp);
      this.stage = 'otp_verified';
      return ok(undefined);
    });
  }

  verifyPasscode(passcode: string): Promise<ApiResult<SignedInUser>> {
    return this.calls.run('verifyPasscode', [passcode], () => {
      if (this.stage !== 'otp_verified') return unauthorized;
      if (passcode === (this.options.passcode ?? '147258')) {
        this.passcodeFailures = 0;
        this.stage = 'signed_in';
        return ok(this.user);
      }
      this.passcodeFailures += 1;
      const remaining = Math.max((this.options.passcodeAttempts ?? 5) - this.passcodeFailures, 0);
      if (remaining === 0) return fail(ErrorCode.accountLocked, { lock_duration_in_minutes: this.options.lockMinutes ?? 30 });
      return fail(ErrorCode.invalidPasscode, { remaining_number_of_attempts: remaining });
    });
  }

  currentUser(): Promise<ApiResult<SignedInUser>> {
    return this.calls.run('currentUser', [], () => (this.stage === 'signed_in' ? ok(this.user) : unauthorized));
  }

  logout(): Promise<ApiResult<void>> {
    return this.calls.run('logout', [], () => {
      this.stage = 'none';
      return ok(undefined);
    });
  }
}
