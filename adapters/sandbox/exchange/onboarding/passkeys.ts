import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import { randomToken } from '../random-id';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxResult } from '../sandbox-result';
import type { SessionChallenge, SessionState } from '../sandbox-state';
import type { SandboxSessions } from '../sandbox-sessions';
import { lockedError } from './passcode-guard';
import { counterAdvances, type PasskeyCredential } from './passkey-verifier';

/** Choice: a WebAuthn challenge is good for two minutes (the ceremony's own timeout is one). */
export const PASSKEY_CHALLENGE_MS = 2 * 60_000;
export const PASSKEY_TIMEOUT_MS = 60_000;
/** Choice: at most this many passkeys per customer. */
export const PASSKEYS_PER_ACCOUNT = 10;

/** A registered passkey (JSON in the `passkeys` slice). */
export interface StoredPasskey extends PasskeyCredential {
  readonly accountUuid: string;
  readonly createdAt: number;
  lastUsedAt: number | null;
  counter: number;
  /** The device signing key of the session that registered it (registered with the passcode). */
  readonly deviceKey: string | null;
}

interface PasskeySlice {
  credentials: Record<string, StoredPasskey>;
}

/**
 * Passkeys (design beyond the spec, which lists POST /passkeys/verify_option): a signed-in customer
 * registers one with the passcode (a privilege step, as a new device key is); it then signs in
 * instead of the one-time code and passcode. Each ceremony's challenge belongs to one session,
 * lives PASSKEY_CHALLENGE_MS and is claimed once, in the transaction that uses it. A sign-in
 * rotates the session id, as the passcode does; the device key comes back only when the account
 * trusts it (DeviceKeys), otherwise the client asks for the passcode to register it.
 */
export class SandboxPasskeys {
  constructor(
    private readonly context: SandboxContext,
    private readonly sessions: SandboxSessions,
  ) {}

  /** A new session waiting for a passkey, with its challenge (POST /passkeys/verify_option). */
  startSignIn(client: string): { readonly session: SessionState; readonly challenge: SessionChallenge } {
    const session = this.sessions.store.create('', client);
    session.stage = 'passkey_pending';
    return { session, challenge: this.challenge(session, 'passkey_sign_in') };
  }

  /** A registration challenge for a signed-in session; the caller has checked the passcode. */
  startRegistration(
    session: SessionState,
    account: SandboxAccount,
  ): SandboxResult<{ readonly challenge: SessionChallenge; readonly exclude: readonly StoredPasskey[] }> {
    const existing = this.of(account);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) return err({ code: ErrorCode.invalidParameter, message: `at most ${String(PASSKEYS_PER_ACCOUNT)} passkeys` });
    return ok({ challenge: this.challenge(session, 'passkey_register'), exclude: existing });
  }

  /** The challenge a session holds for `purpose`, if it is still good (read by the prepare step). */
  pendingChallenge(session: SessionState | undefined, purpose: SessionChallenge['purpose']): string | undefined {
    const challenge = session?.challenge;
    return challenge?.purpose === purpose && this.context.now() < challenge.expiresAt ? challenge.value : undefined;
  }

  find(id: string): StoredPasskey | undefined {
    const credentials = this.credentials();
    return Object.hasOwn(credentials, id) ? credentials[id] : undefined;
  }

  of(account: SandboxAccount): StoredPasskey[] {
    return Object.values(this.credentials()).filter((c) => c.accountUuid === account.uuid);
  }

  /** Keeps a verified credential, claiming the challenge it answered. */
  register(session: SessionState, account: SandboxAccount, challenge: string, credential: PasskeyCredential): SandboxResult<StoredPasskey> {
    if (!this.claim(session, 'passkey_register', challenge)) return err({ code: ErrorCode.passkeyNotRecognised, message: 'the challenge was used or expired' });
    if (this.find(credential.id) !== undefined) return err({ code: ErrorCode.invalidParameter, message: 'this passkey is registered already' });
    const stored: StoredPasskey = {
      ...credential,
      accountUuid: account.uuid,
      createdAt: this.context.now(),
      lastUsedAt: null,
      deviceKey: session.deviceKey ?? null,
    };
    this.credentials()[credential.id] = stored;
    return ok(stored);
  }

  /**
   * Signs the session in with a verified assertion (`counter`: its new signature counter), claiming
   * the challenge; a locked account is refused as a passcode sign-in would be. The new session id.
   */
  signIn(
    session: SessionState,
    challenge: string,
    credentialId: string,
    counter: number,
    deviceKey: string | undefined,
  ): SandboxResult<{ readonly id: string; readonly account: SandboxAccount }> {
    const stored = this.find(credentialId);
    const account = stored === undefined ? undefined : this.context.account(stored.accountUuid);
    if (stored === undefined || account === undefined || !this.claim(session, 'passkey_sign_in', challenge))
      return err({ code: ErrorCode.passkeyNotRecognised });
    if (!counterAdvances(stored.counter, counter)) return err({ code: ErrorCode.passkeyNotRecognised, message: 'the signature counter went back' });
    const lockedUntil = account.state.lockedUntil;
    if (lockedUntil !== undefined && this.context.now() < lockedUntil) return err(lockedError(lockedUntil));
    stored.counter = counter;
    stored.lastUsedAt = this.context.now();
    const trusted = deviceKey !== undefined && this.sessions.devices.isTrusted(account, deviceKey) ? deviceKey : undefined;
    return ok({ id: this.sessions.signIn(session, account, trusted).id, account });
  }

  remove(account: SandboxAccount, id: string): SandboxResult<void> {
    const stored = this.find(id);
    if (stored?.accountUuid !== account.uuid) return err({ code: ErrorCode.invalidParameter, message: 'no such passkey' });
    delete this.credentials()[id];
    return ok(undefined);
  }

  private challenge(session: SessionState, purpose: SessionChallenge['purpose']): SessionChallenge {
    const challenge: SessionChallenge = { value: randomToken(), purpose, expiresAt: this.context.now() + PASSKEY_CHALLENGE_MS };
    session.challenge = challenge;
    return challenge;
  }

  /** Uses the session's challenge once: it must be the one the answer was verified against, and still good. */
  private claim(session: SessionState, purpose: SessionChallenge['purpose'], value: string): boolean {
    if (this.pendingChallenge(session, purpose) !== value) return false;
    session.challenge = undefined;
    return true;
  }

  private credentials(): Record<string, StoredPasskey> {
    return this.context.slice<PasskeySlice>('passkeys', () => ({ credentials: {} })).credentials;
  }
}
