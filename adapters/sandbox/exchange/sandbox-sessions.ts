import { ErrorCode } from '../../../domain/errors/error-codes';
import { isCompletePasscode } from '../../../domain/session/passcode';
import { normalisePhone } from '../../../domain/session/phone';
import { err, ok } from '../../../domain/shared/result';
import { PasscodeGuard } from './onboarding/passcode-guard';
import { ensureSignupAccount } from './onboarding/signup-accounts';
import { termsFor } from './onboarding/terms';
import { UserRecords, type UserRecordState } from './onboarding/user-records';
import { DEMO_OTP, OTP_ATTEMPTS, personaByPhone } from './personas';
import { SessionStore } from './session-store';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import type { SessionState } from './sandbox-state';

/** Choice: identity verification started at sign-up is approved one minute (sandbox time) later. */
export const IDENTITY_REVIEW_MS = 60_000;
const IDENTITY_REVIEW_TASK = 'onboarding.identity_review';

export interface TermsAcceptance {
  readonly otp: string;
  readonly termsId: string;
  readonly newsletter: boolean;
}

/**
 * Sign-in and its one-time codes: phone, one-time code, passcode with attempts and lock; sign-up
 * through verify_with_terms; phone changes; the device signing key; the session cookie names a
 * session here. Passcodes are checked by the shared PasscodeGuard.
 */
export class SandboxSessions {
  readonly passcodes: PasscodeGuard;
  private readonly users: UserRecords;
  private readonly store: SessionStore;

  constructor(private readonly context: SandboxContext) {
    this.passcodes = new PasscodeGuard(context);
    this.store = new SessionStore(context);
    this.users = new UserRecords(context);
    context.onTask(IDENTITY_REVIEW_TASK, (task) => {
      const account = context.account(task.payload.uuid ?? '');
      if (account !== undefined && this.users.of(account).identity === 'pending') this.users.of(account).identity = 'approved';
    });
  }

  /** A session for a phone login, started by `client` (the caller's address): idle and surplus ones make way (SessionStore). */
  startSession(phone: string, client = 'local'): SandboxResult<string> {
    if (personaByPhone(phone) === undefined && !ensureSignupAccount(this.context, phone)) {
      return err({ code: ErrorCode.unknownPhone, message: 'This sandbox knows only the demo phone numbers (see README).' });
    }
    return ok(this.store.create(phone, client).id);
  }

  /** Sends the code again (spec 001 §7 send_otp): for a session waiting for one, or a phone change. */
  sendOtp(sessionId: string | undefined): SandboxResult<void> {
    const session = this.session(sessionId);
    if (session === undefined) return err({ code: ErrorCode.unauthorized });
    const account = this.accountFor(sessionId);
    if (session.stage === 'otp_pending') session.otpFailures = 0;
    else if (account !== undefined && this.users.of(account).pendingPhone !== null) this.users.of(account).phoneOtpFailures = 0;
    else return err({ code: ErrorCode.invalidParameter, message: 'no one-time code is waiting' });
    return ok(undefined);
  }

  /** The login code; for a signed-in session with a phone change waiting, it confirms the new number. */
  verifyOtp(sessionId: string | undefined, code: string): SandboxResult<void> {
    const session = this.session(sessionId);
    const signedIn = this.accountFor(sessionId);
    if (signedIn !== undefined) return this.confirmPendingPhone(this.users.of(signedIn), code);
    if (session === undefined || session.stage !== 'otp_pending') return err({ code: ErrorCode.unauthorized });
    const checked = this.checkSessionOtp(session, code);
    if (checked.ok) session.stage = 'otp_verified';
    return checked;
  }

  /**
   * The one-time code with the terms (spec 001 §7 verify_with_terms): confirms the phone and
   * accepts the country's terms. Choice: for an account without a passcode (a sign-up) it also
   * signs the session in, so the passcode can be set with a registered device; an account with a
   * passcode still has to give it.
   */
  verifyWithTerms(sessionId: string | undefined, acceptance: TermsAcceptance): SandboxResult<void> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage === 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.context.accountByPhone(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const user = this.users.of(account);
    if (acceptance.termsId !== termsFor(account.persona.countryCode).id)
      return err({ code: ErrorCode.invalidParameter, message: 'terms_id is not the current terms' });
    const checked = session.stage === 'signed_in' ? this.confirmPendingPhone(user, acceptance.otp) : this.checkSessionOtp(session, acceptance.otp);
    if (!checked.ok) return checked;
    user.phoneConfirmedAt ??= this.context.now();
    user.termsAcceptedId = acceptance.termsId;
    user.newsletter = acceptance.newsletter;
    if (session.stage === 'otp_pending') session.stage = user.passcode === null ? 'signed_in' : 'otp_verified';
    if (session.stage === 'signed_in') this.store.signedIn(session);
    return ok(undefined);
  }

  verifyPasscode(sessionId: string | undefined, passcode: string, deviceKey?: string): SandboxResult<SandboxAccount> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.context.accountByPhone(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const checked = this.passcodes.check(account, passcode);
    if (!checked.ok) return checked;
    session.stage = 'signed_in';
    session.deviceKey = deviceKey;
    this.store.signedIn(session);
    return ok(account);
  }

  /**
   * Sets the passcode (spec 001 §7 passcode/update: encrypted, signed). A sign-up that sets its
   * first passcode starts identity verification (approved IDENTITY_REVIEW_MS later).
   */
  updatePasscode(account: SandboxAccount, passcode: string | undefined): SandboxResult<void> {
    if (passcode === undefined || !isCompletePasscode(passcode))
      return err({ code: ErrorCode.invalidParameter, message: 'passcode must be an encrypted 6-digit passcode' });
    const user = this.users.of(account);
    user.passcode = passcode;
    if (user.identity === 'not_started') {
      user.identity = 'pending';
      this.context.schedule(IDENTITY_REVIEW_TASK, this.context.now() + IDENTITY_REVIEW_MS, { uuid: account.uuid });
    }
    return ok(undefined);
  }

  /** A new phone number waits for its one-time code; until then the phone counts as not confirmed. */
  updatePhone(account: SandboxAccount, typed: string): SandboxResult<void> {
    const phone = normalisePhone(typed);
    if (phone === undefined) return err({ code: ErrorCode.invalidParameter, message: 'phone must be +country code and number' });
    const user = this.users.of(account);
    const taken = personaByPhone(phone) !== undefined || this.users.all().some((u) => u !== user && (u.phone === phone || u.pendingPhone === phone));
    if (taken && phone !== user.phone) return err({ code: ErrorCode.phoneAlreadyUsed });
    user.pendingPhone = phone;
    user.phoneConfirmedAt = null;
    user.phoneOtpFailures = 0;
    return ok(undefined);
  }

  /** Whether the session's phone passed its one-time code (GET is-verified). */
  isVerified(sessionId: string | undefined): boolean {
    const stage = this.session(sessionId)?.stage;
    return stage === 'otp_verified' || stage === 'signed_in';
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
    if (sessionId !== undefined) this.store.remove(sessionId);
  }

  private checkSessionOtp(session: SessionState, code: string): SandboxResult<void> {
    if (code === DEMO_OTP) return ok(undefined);
    session.otpFailures += 1;
    const remaining = Math.max(OTP_ATTEMPTS - session.otpFailures, 0);
    if (remaining === 0) this.store.remove(session.id);
    return err({ code: ErrorCode.invalidOtp, meta: { remaining_number_of_attempts: remaining } });
  }

  /** A signed-in customer's code: confirms the waiting new number, or (none waiting) the current one. */
  private confirmPendingPhone(user: UserRecordState, code: string): SandboxResult<void> {
    if (code !== DEMO_OTP) {
      user.phoneOtpFailures += 1;
      const remaining = Math.max(OTP_ATTEMPTS - user.phoneOtpFailures, 0);
      if (remaining === 0) user.pendingPhone = null;
      return err({ code: ErrorCode.invalidOtp, meta: { remaining_number_of_attempts: remaining } });
    }
    user.phone = user.pendingPhone ?? user.phone;
    user.pendingPhone = null;
    user.phoneOtpFailures = 0;
    user.phoneConfirmedAt = this.context.now();
    return ok(undefined);
  }

  private session(id: string | undefined): SessionState | undefined {
    return this.store.find(id);
  }
}
