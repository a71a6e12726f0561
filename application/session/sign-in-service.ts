import { decidePasscodeFailure, isCompleteOtp, isCompletePasscode, readPasscodeFailure } from '../../domain/session/passcode';
import { normalisePhone } from '../../domain/session/phone';
import { postLoginTarget } from '../../domain/session/post-login-route';
import { signInFailureDisplay } from '../../domain/session/sign-in-failure';
import { storeReturnTo, type StoredReturnTo } from '../../domain/session/return-to';
import type { SchedulerLike } from 'rxjs';
import type { KeyValuePort } from '../ports/key-value-port';
import type { WebAuthnPort } from '../ports/webauthn-port';
import type { ApiError } from '../ports/api-error';
import { type SignInError, toSignInError } from './sign-in-error';

export type { SignInError } from './sign-in-error';
export { toSignInError } from './sign-in-error';
import type { SessionPort, TermsAcceptance, UserRecord } from '../ports/session-port';
import { StateStore, type ReadableStore } from '../shared/store';

/** 'terms': a number that signs up first gives its code with the terms (/signup/phone-enter). */
export type SignInStep = 'phone' | 'otp' | 'terms' | 'passcode' | 'signed_in';

export interface SignInState {
  readonly step: SignInStep;
  readonly busy: boolean;
  readonly phone: string | undefined;
  readonly user: UserRecord | undefined;
  /** Where to go once signed in: the post-login rule, or a stored return-to (spec 001 §2). */
  readonly target: string | undefined;
  readonly error: SignInError | undefined;
  /** True once the stored session has been checked, so routes can wait for it. */
  readonly restored: boolean;
  /** The lock screen to go to after a passcode lock (/locked?t=...): the session is over (spec 001 §4). */
  readonly locked: string | undefined;
  /** The customer signed out here: the login opens plain, with no way back to the page they left. */
  readonly signedOut: boolean;
}

const INITIAL: SignInState = {
  step: 'phone',
  busy: false,
  phone: undefined,
  user: undefined,
  target: undefined,
  error: undefined,
  restored: false,
  locked: undefined,
  signedOut: false,
};

/** A refusal that sends the login back to its start, or undefined. */
const restartedBy = (error: SignInError | undefined): SignInError | undefined =>
  error?.kind === 'refused' && signInFailureDisplay(error.code, error.remainingAttempts) === 'restart_login' ? error : undefined;

/** Where the return-to is kept across the sign-in. */
export const RETURN_TO_KEY = 'crypto-web.return-to';

/** What a SignInService is made from (named as the composition root names them). */
export interface SignInDependencies {
  readonly session: SessionPort;
  readonly storage: KeyValuePort;
  readonly scheduler: SchedulerLike;
  /** The device's authenticator, for signing in with a passkey; none: no passkeys here. */
  readonly webAuthn?: WebAuthnPort;
}

/** Phone -> one-time code -> passcode sign-in (spec 000 §2 routes /login, /login/phone-verify, /login/passcode). */
export class SignInService {
  private readonly store = new StateStore<SignInState>(INITIAL);
  readonly state: ReadableStore<SignInState> = this.store;

  private restoring: Promise<void> | undefined;

  constructor(private readonly deps: SignInDependencies) {}

  /** Keeps a return-to from the login URL for 24 hours, if it is a safe in-app path (spec 001 §2). */
  rememberReturnTo(value: string | null): void {
    const stored = value === null ? undefined : storeReturnTo(value, this.deps.scheduler.now());
    if (stored !== undefined) this.deps.storage.set(RETURN_TO_KEY, JSON.stringify(stored));
  }

  /** Asks the server who is signed in (the session cookie); a call while one is in flight joins it. */
  restore(): Promise<void> {
    this.restoring ??= this.askCurrentUser().finally(() => {
      this.restoring = undefined;
    });
    return this.restoring;
  }

  private async askCurrentUser(): Promise<void> {
    const result = await this.deps.session.currentUser();
    this.store.update((s) => ({
      ...s,
      restored: true,
      ...(result.ok ? { user: result.value, step: 'signed_in' as const } : {}),
    }));
  }

  async submitPhone(typed: string): Promise<void> {
    const phone = normalisePhone(typed);
    if (phone === undefined) return this.fail({ kind: 'local', code: 'invalid_phone' });
    await this.run(
      () => this.deps.session.startPhoneLogin(phone),
      ({ signupRequired }) => ({ step: signupRequired ? 'terms' : 'otp', phone }),
    );
  }

  /**
   * The sign-up's phone step: the code with the terms accepted. An account with a passcode goes on
   * to it; a sign-up is signed in, and its record read.
   */
  async submitTerms(acceptance: TermsAcceptance): Promise<void> {
    if (!isCompleteOtp(acceptance.otp)) return this.fail({ kind: 'local', code: 'incomplete_code' });
    let signedIn = false;
    await this.run(
      () => this.deps.session.verifyWithTerms(acceptance),
      ({ passcodeRequired }) => {
        signedIn = !passcodeRequired;
        return passcodeRequired ? { step: 'passcode' } : {};
      },
    );
    if (signedIn) await this.refreshUser();
  }

  /** Sends the one-time code again (spec 001 §7 send_otp); the failures so far still count. */
  async resendCode(): Promise<void> {
    await this.run(
      () => this.deps.session.sendOtp(),
      () => ({}),
    );
  }

  /** Reads the customer's record again (after an onboarding step); signed in once it answers. */
  async refreshUser(): Promise<void> {
    const result = await this.deps.session.currentUser();
    if (result.ok) this.userChanged(result.value);
  }

  /** The customer's record changed (an onboarding step done): signed in, with the post-login rule's target. */
  userChanged(user: UserRecord): void {
    this.store.update((s) => ({
      ...s,
      step: 'signed_in',
      user,
      target: postLoginTarget(user.onboarding, undefined, this.deps.scheduler.now()),
      restored: true,
    }));
  }

  async submitOtp(code: string): Promise<void> {
    if (!isCompleteOtp(code)) return this.fail({ kind: 'local', code: 'incomplete_code' });
    await this.run(
      () => this.deps.session.verifyOtp(code),
      () => ({ step: 'passcode' }),
    );
  }

  async submitPasscode(passcode: string): Promise<void> {
    if (!isCompletePasscode(passcode)) return this.fail({ kind: 'local', code: 'incomplete_code' });
    await this.run(
      () => this.deps.session.verifyPasscode(passcode),
      (user) => ({ step: 'signed_in', user, target: this.takeTarget(user) }),
    );
    const { error } = this.store.getSnapshot();
    if (error?.kind !== 'refused') return;
    const decision = decidePasscodeFailure(readPasscodeFailure(error.meta), undefined);
    // A lock clears the sign-in (the server ended the session) and sends the customer to /locked.
    if (decision.kind === 'lock') this.lockOut(decision.redirectTo);
  }

  /** A passcode lock ended the session (spec 001 §4): forget the customer; `lockScreen` is where they go. */
  lockOut(lockScreen: string): void {
    this.store.update(() => ({ ...INITIAL, restored: true, locked: lockScreen }));
  }

  /** Whether 'Sign in with a passkey' can be offered here. */
  get passkeysSupported(): boolean {
    return this.deps.webAuthn?.supported() ?? false;
  }

  /**
   * Signs in with a passkey instead of the one-time code and passcode (design, beyond the spec's
   * POST /passkeys/verify_option): a challenge, the authenticator's answer, its verification.
   * Cancelling leaves the phone step as it was; a passkey the server does not know (or an
   * authenticator failure) says so there, and the passcode path stays open.
   */
  async signInWithPasskey(): Promise<void> {
    const webAuthn = this.deps.webAuthn;
    if (webAuthn === undefined || this.store.getSnapshot().busy) return;
    this.store.update((s) => ({ ...s, busy: true, error: undefined }));
    const options = await this.deps.session.passkeyOptions();
    if (!options.ok) return this.store.update((s) => ({ ...s, busy: false, error: toSignInError(options.error) }));
    const answer = await webAuthn.get(options.value);
    if (!answer.ok) {
      const error: SignInError | undefined = answer.reason === 'cancelled' ? undefined : { kind: 'local', code: 'passkey_unavailable' };
      return this.store.update((s) => ({ ...s, busy: false, error }));
    }
    const verified = await this.deps.session.verifyPasskey(answer.value);
    if (!verified.ok) return this.store.update((s) => ({ ...s, busy: false, error: toSignInError(verified.error) }));
    const target = this.takeTarget(verified.value);
    this.store.update((s) => ({ ...s, busy: false, step: 'signed_in', user: verified.value, target }));
  }

  /** Signs out (POST /api/user/logout): the session and this device's signed-in state (the customer, a pending return-to) go. */
  async signOut(): Promise<void> {
    await this.deps.session.logout();
    this.deps.storage.remove(RETURN_TO_KEY);
    this.store.update(() => ({ ...INITIAL, restored: true, signedOut: true }));
  }

  /** The session ended on the server: forget the customer, back to the phone step. */
  expire(): void {
    this.store.update(() => ({ ...INITIAL, restored: true }));
  }

  /** Back to the phone step, e.g. when the customer opens /login afresh; a refusal that restarted the login keeps its message. */
  restart(): void {
    this.store.update((s) => (s.step === 'signed_in' ? s : { ...INITIAL, restored: s.restored, error: restartedBy(s.error) }));
  }

  /** The customer read the error (a dialog's): it goes. */
  dismissError(): void {
    this.store.update((s) => ({ ...s, error: undefined }));
  }

  /** The post-login target; a stored return-to is used at most once. */
  private takeTarget(user: UserRecord): string {
    const target = postLoginTarget(user.onboarding, this.readReturnTo(), this.deps.scheduler.now());
    this.deps.storage.remove(RETURN_TO_KEY);
    return target;
  }

  private readReturnTo(): StoredReturnTo | undefined {
    try {
      const parsed = JSON.parse(this.deps.storage.get(RETURN_TO_KEY) ?? 'null') as Partial<StoredReturnTo> | null;
      return typeof parsed?.path === 'string' && typeof parsed.storedAt === 'number' ? { path: parsed.path, storedAt: parsed.storedAt } : undefined;
    } catch {
      return undefined;
    }
  }

  private fail(error: SignInError): void {
    this.store.update((s) => ({ ...s, error }));
  }

  private async run<T>(call: () => Promise<{ ok: true; value: T } | { ok: false; error: ApiError }>, next: (value: T) => Partial<SignInState>): Promise<void> {
    if (this.store.getSnapshot().busy) return;
    this.store.update((s) => ({ ...s, busy: true, error: undefined }));
    const result = await call();
    if (result.ok) return this.store.update((s) => ({ ...s, ...next(result.value), busy: false }));
    const error = toSignInError(result.error);
    // invalid_token and token_expired: the login starts again from the phone step (spec 001 §8).
    this.store.update((s) => (restartedBy(error) === undefined ? { ...s, busy: false, error } : { ...INITIAL, restored: s.restored, error }));
  }
}
