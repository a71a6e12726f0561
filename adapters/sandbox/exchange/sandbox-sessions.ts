import { ErrorCode } from '../../../domain/errors/error-codes';
import { err, ok } from '../../../domain/shared/result';
import { type SandboxAccount, type SandboxContext } from './sandbox-context';
import { type SandboxError, type SandboxResult } from './sandbox-result';
import { DEMO_OTP, DEMO_PASSCODE, OTP_ATTEMPTS, PASSCODE_ATTEMPTS, PASSCODE_LOCK_MINUTES, personaByPhone } from './personas';
import { type SessionState } from './sandbox-state';

/** Sign-in: phone, one-time code, passcode with attempts and lock; the session cookie names a session here. */
export class SandboxSessions {
  constructor(private readonly context: SandboxContext) {}

  startSession(phone: string): SandboxResult<string> {
    if (personaByPhone(phone) === undefined) {
      return err({ code: ErrorCode.unknownPhone, message: 'This sandbox knows only the demo phone numbers (see README).' });
    }
    const id = globalThis.crypto.randomUUID();
    this.sessions()[id] = { id, phone, stage: 'otp_pending', otpFailures: 0, deviceKey: undefined };
    return ok(id);
  }

  verifyOtp(sessionId: string | undefined, code: string): SandboxResult<void> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_pending') return err({ code: ErrorCode.unauthorized });
    if (code === DEMO_OTP) {
      session.stage = 'otp_verified';
      return ok(undefined);
    }
    session.otpFailures += 1;
    const remaining = Math.max(OTP_ATTEMPTS - session.otpFailures, 0);
    if (remaining === 0) delete this.sessions()[session.id];
    return err({ code: ErrorCode.invalidOtp, meta: { remaining_number_of_attempts: remaining } });
  }

  verifyPasscode(sessionId: string | undefined, passcode: string, deviceKey?: string): SandboxResult<SandboxAccount> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.context.accountByPhone(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const state = account.state;
    const now = this.context.now();
    if (state.lockedUntil !== undefined && now < state.lockedUntil) return err(lockedError(state.lockedUntil));
    if (passcode === DEMO_PASSCODE) {
      state.passcodeFailures = 0;
      state.lockedUntil = undefined;
      session.stage = 'signed_in';
      session.deviceKey = deviceKey;
      return ok(account);
    }
    state.passcodeFailures += 1;
    const remaining = Math.max(PASSCODE_ATTEMPTS - state.passcodeFailures, 0);
    if (remaining === 0) {
      state.lockedUntil = now + PASSCODE_LOCK_MINUTES * 60_000;
      state.passcodeFailures = 0;
      return err(lockedError(state.lockedUntil));
    }
    return err({ code: ErrorCode.invalidPasscode, meta: { remaining_number_of_attempts: remaining } });
  }

  /** The signed-in account behind a session cookie, if any. */
  accountFor(sessionId: string | undefined): SandboxAccount | undefined {
    const session = this.session(sessionId);
    return session?.stage === 'signed_in' ? this.context.accountByPhone(session.phone) : undefined;
  }

  /** The signing key the session's device registered, if any. */
  deviceKeyFor(sessionId: string | undefined): string | undefined {
    return this.session(sessionId)?.deviceKey;
  }

  /** Registers (or replaces) the session's device signing key (POST /api/user/devices/create). */
  registerDeviceKey(sessionId: string | undefined, key: string): boolean {
    const session = this.session(sessionId);
    if (session === undefined) return false;
    session.deviceKey = key;
    return true;
  }

  endSession(sessionId: string | undefined): void {
    if (sessionId !== undefined) delete this.sessions()[sessionId];
  }

  private sessions(): Record<string, SessionState> {
    return this.context.state.sessions;
  }

  private session(id: string | undefined): SessionState | undefined {
    return id === undefined ? undefined : this.sessions()[id];
  }
}

const lockedError = (until: number): SandboxError => ({
  code: ErrorCode.accountLocked,
  meta: {
    remaining_number_of_attempts: 0,
    lock_duration_in_minutes: PASSCODE_LOCK_MINUTES,
    app_lock_expires_at: new Date(until).toISOString(),
  },
});
