import { ErrorCode } from '../../../domain/errors/error-codes';
import { isCompletePasscode, isGuessablePasscode } from '../../../domain/session/passcode';
import { err, ok } from '../../../domain/shared/result';
import { CODE_ATTEMPTS_PER_SESSION, CodeGuard } from './onboarding/code-guard';
import { DeviceKeys } from './onboarding/device-keys';
import { PasscodeGuard } from './onboarding/passcode-guard';
import { ensureSignupAccount } from './onboarding/signup-accounts';
import { termsFor } from './onboarding/terms';
import { PhoneChanges } from './onboarding/phone-changes';
import { UserRecords } from './onboarding/user-records';
import { personaByPhone } from './personas';
import { SessionStore } from './session-store';
import type { SandboxAccount, SandboxContext } from './sandbox-context';
import type { SandboxResult } from './sandbox-result';
import type { SessionState } from './sandbox-state';

export interface TermsAcceptance {
  readonly otp: string;
  readonly termsId: string;
  readonly newsletter: boolean;
}

/** A session that moved on a step: its new id (the cookie to set) and what comes next. */
export interface SteppedSession {
  readonly id: string;
}

/**
 * Sign-in and its one-time codes: phone, one-time code, passcode with attempts and lock; sign-up
 * through verify_with_terms; phone changes; the device signing key. The session cookie names a
 * session here; its id changes at each privilege step (the code, the passcode, a passkey), and
 * the old id names nothing after. Codes are limited per session and per phone (CodeGuard; a
 * resend resets neither), passcodes by the shared PasscodeGuard, device keys by DeviceKeys.
 */
export class SandboxSessions {
  readonly passcodes: PasscodeGuard;
  readonly store: SessionStore;
  readonly devices: DeviceKeys;
  private readonly codes: CodeGuard;
  private readonly users: UserRecords;
  private readonly phones: PhoneChanges;

  constructor(private readonly context: SandboxContext) {
    this.passcodes = new PasscodeGuard(context);
    this.store = new SessionStore(context);
    this.users = new UserRecords(context);
    this.codes = new CodeGuard(context);
    this.devices = new DeviceKeys(this.passcodes, this.users);
    this.phones = new PhoneChanges(context, this.codes, this.users);
  }

  /**
   * A session for a phone login, started by `client` (the caller's address): idle and surplus ones
   * make way (SessionStore). `signupRequired`: the number is not confirmed or its terms not
   * accepted, so the code goes with the terms (verify_with_terms) on the sign-up's phone step.
   */
  startSession(phone: string, client = 'local'): SandboxResult<SteppedSession & { readonly signupRequired: boolean }> {
    if (personaByPhone(phone) === undefined && !ensureSignupAccount(this.context, phone)) {
      return err({ code: ErrorCode.unknownPhone, message: 'This sandbox knows only the demo phone numbers (see README).' });
    }
    const opened = this.codes.open(`phone:${phone}`);
    if (!opened.ok) return opened;
    const account = this.context.accountByPhone(phone);
    const user = account === undefined ? undefined : this.users.of(account);
    const signupRequired = user !== undefined && (user.phoneConfirmedAt === null || user.termsAcceptedId === null);
    return ok({ id: this.store.create(phone, client).id, signupRequired });
  }

  /** Sends the code again (spec 001 §7 send_otp), for a session waiting for one or a phone change. Counts stay as they are. */
  sendOtp(sessionId: string | undefined): SandboxResult<void> {
    const session = this.session(sessionId);
    if (session === undefined) return err({ code: ErrorCode.unauthorized });
    const account = this.accountFor(sessionId);
    if (session.stage === 'otp_pending') return this.codes.open(`phone:${session.phone}`);
    if (account !== undefined && this.users.of(account).pendingPhone !== null) return ok(undefined);
    return err({ code: ErrorCode.invalidParameter, message: 'no one-time code is waiting' });
  }

  /** The login code (a new session id); for a signed-in session with a phone change waiting, it confirms the new number. */
  verifyOtp(sessionId: string | undefined, code: string): SandboxResult<SteppedSession> {
    const session = this.session(sessionId);
    const signedIn = this.accountFor(sessionId);
    if (session !== undefined && signedIn !== undefined) {
      const confirmed = this.phones.confirm(this.users.of(signedIn), code);
      return confirmed.ok ? ok({ id: session.id }) : confirmed;
    }
    if (session === undefined || session.stage !== 'otp_pending') return err({ code: ErrorCode.unauthorized });
    const checked = this.checkSessionCode(session, code);
    return checked.ok ? ok({ id: this.store.rotate(session, { stage: 'otp_verified' }).id }) : checked;
  }

  /**
   * The one-time code with the terms (spec 001 §7 verify_with_terms): confirms the phone and
   * accepts the country's terms (a new session id). Choice: an account without a passcode (a
   * sign-up) is signed in by it, so the passcode can be set with a registered device; an account
   * with a passcode still has to give it (`passcodeRequired`).
   */
  verifyWithTerms(sessionId: string | undefined, acceptance: TermsAcceptance): SandboxResult<SteppedSession & { readonly passcodeRequired: boolean }> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage === 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.context.accountByPhone(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const user = this.users.of(account);
    if (acceptance.termsId !== termsFor(account.persona.countryCode).id)
      return err({ code: ErrorCode.invalidParameter, message: 'terms_id is not the current terms' });
    const checked = session.stage === 'signed_in' ? this.phones.confirm(user, acceptance.otp) : this.checkSessionCode(session, acceptance.otp);
    if (!checked.ok) return checked;
    user.phoneConfirmedAt ??= this.context.now();
    user.termsAcceptedId = acceptance.termsId;
    user.newsletter = acceptance.newsletter;
    const passcodeRequired = session.stage === 'otp_pending' && user.passcode !== null;
    const stage = session.stage === 'otp_pending' && passcodeRequired ? 'otp_verified' : 'signed_in';
    const rotated = this.store.rotate(session, { stage });
    if (stage === 'signed_in') this.store.signedIn(rotated);
    return ok({ id: rotated.id, passcodeRequired });
  }

  /** The passcode after the code (a new, signed-in session id); the device key given is registered with it. A lock ends the customer's sessions. */
  verifyPasscode(sessionId: string | undefined, passcode: string, deviceKey?: string): SandboxResult<SteppedSession & { readonly account: SandboxAccount }> {
    const session = this.session(sessionId);
    if (session === undefined || session.stage !== 'otp_verified') return err({ code: ErrorCode.unauthorized });
    const account = this.context.accountByPhone(session.phone);
    if (account === undefined) return err({ code: ErrorCode.unauthorized });
    const checked = this.passcodes.check(account, passcode);
    if (!checked.ok) {
      if (checked.error.code === ErrorCode.accountLocked) this.lockOut(account, session);
      return checked;
    }
    const rotated = this.signIn(session, account, deviceKey);
    return ok({ id: rotated.id, account });
  }

  /** Signs a session in as `account` under a new id, with the device key if one is given (passcode or trusted device). */
  signIn(session: SessionState, account: SandboxAccount, deviceKey: string | undefined): SessionState {
    if (deviceKey !== undefined) this.devices.trust(account, deviceKey);
    const rotated = this.store.rotate(session, { stage: 'signed_in', phone: account.state.phone, deviceKey, otpFailures: 0, challenge: undefined });
    this.store.signedIn(rotated);
    return rotated;
  }

  /** A passcode lock: the session that caused it and every signed-in session of the customer end (spec 001 §4). */
  lockOut(account: SandboxAccount, session: SessionState | undefined): void {
    if (session !== undefined) this.store.remove(session.id);
    this.store.endAll(account.state.phone);
  }

  /**
   * Sets the passcode (spec 001 §7 passcode/update: encrypted, signed). Choice: an obvious
   * passcode (isGuessablePasscode) is refused with passcode_too_simple.
   */
  updatePasscode(account: SandboxAccount, passcode: string | undefined): SandboxResult<void> {
    if (passcode === undefined || !isCompletePasscode(passcode))
      return err({ code: ErrorCode.invalidParameter, message: 'passcode must be an encrypted 6-digit passcode' });
    if (isGuessablePasscode(passcode)) return err({ code: ErrorCode.passcodeTooSimple });
    this.users.of(account).passcode = passcode;
    return ok(undefined);
  }

  /** A new phone number waits for its one-time code; until then the phone counts as not confirmed. */
  updatePhone(account: SandboxAccount, typed: string): SandboxResult<void> {
    return this.phones.update(account, typed);
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

  /** Registers a device signing key for the session (devices/create): with the passcode, unless a sign-up's first (DeviceKeys). */
  registerDeviceKey(
    sessionId: string | undefined,
    key: string,
    passcode: { readonly given: boolean; readonly value: string | undefined },
  ): SandboxResult<void> {
    const session = this.session(sessionId);
    const account = this.accountFor(sessionId);
    if (session === undefined || account === undefined) return err({ code: ErrorCode.unauthorized });
    const registered = this.devices.register(session, account, key, passcode);
    if (!registered.ok && registered.error.code === ErrorCode.accountLocked) this.lockOut(account, session);
    return registered;
  }

  /** The signing key the session's device registered, if any. */
  deviceKeyFor(sessionId: string | undefined): string | undefined {
    return this.session(sessionId)?.deviceKey;
  }

  endSession(sessionId: string | undefined): void {
    if (sessionId !== undefined) this.store.remove(sessionId);
  }

  session(id: string | undefined): SessionState | undefined {
    return this.store.find(id);
  }

  /** A pending session's code: per session and per phone; its last allowed failure (or the phone's lockout) ends the session. */
  private checkSessionCode(session: SessionState, code: string): SandboxResult<void> {
    const checked = this.codes.check(`phone:${session.phone}`, code, session.otpFailures);
    if (checked.ok) return checked;
    session.otpFailures += 1;
    if (session.otpFailures >= CODE_ATTEMPTS_PER_SESSION || checked.error.code === ErrorCode.accountLocked) this.store.remove(session.id);
    return checked;
  }
}
