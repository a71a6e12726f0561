import { ErrorCode } from '../../../../domain/errors/error-codes';
import { isCompletePasscode } from '../../../../domain/session/passcode';
import { err, ok } from '../../../../domain/shared/result';
import { PasscodeDecryptor, SANDBOX_PASSCODE_SECRET } from '../../../crypto/passcode-encryption';
import { PASSCODE_ATTEMPTS, PASSCODE_LOCK_MINUTES } from '../personas';
import type { SandboxAccount, SandboxContext } from '../sandbox-context';
import type { SandboxError, SandboxResult } from '../sandbox-result';
import { SessionStore } from '../session-store';
import { UserRecords } from './user-records';

const decryptor = new PasscodeDecryptor({ secret: SANDBOX_PASSCODE_SECRET });

/**
 * Opens the encrypted passcode a call carries (adapters/crypto/passcode-encryption.ts); undefined
 * when it is missing, not an envelope, does not authenticate or holds no 6-digit passcode.
 */
export async function readEncryptedPasscode(wire: unknown): Promise<string | undefined> {
  if (typeof wire !== 'string') return undefined;
  const passcode = await decryptor.decrypt(wire);
  return passcode !== undefined && isCompletePasscode(passcode) ? passcode : undefined;
}

/** The passcode error meta (spec 001 §3) of a locked account. */
export const lockedError = (until: number): SandboxError => ({
  code: ErrorCode.accountLocked,
  meta: {
    remaining_number_of_attempts: 0,
    lock_duration_in_minutes: PASSCODE_LOCK_MINUTES,
    app_lock_expires_at: new Date(until).toISOString(),
  },
});

/**
 * Every passcode check of the sandbox (sign-in, passcode update, level-up, lockups; other areas'
 * confirms may use it too), on a passcode already opened (readEncryptedPasscode, in the
 * handler's prepare step, so the check and what it allows run in one transaction): a locked account is refused; a wrong or unreadable passcode counts
 * an attempt and answers invalid_passcode with the attempts left; the last allowed one locks the
 * account for 30 minutes and ends the customer's signed-in sessions, wherever the check was (spec
 * 001 §4, §8: remaining attempts, lock duration, lock expiry; the session is cleared).
 */
export class PasscodeGuard {
  private readonly users: UserRecords;

  constructor(private readonly context: SandboxContext) {
    this.users = new UserRecords(context);
  }

  check(account: SandboxAccount, passcode: string | undefined): SandboxResult<void> {
    const state = account.state;
    const now = this.context.now();
    if (state.lockedUntil !== undefined && now < state.lockedUntil) return err(lockedError(state.lockedUntil));
    const current = this.users.of(account).passcode;
    if (current === null) return err({ code: ErrorCode.passcodeNotSet });
    if (passcode === current) {
      state.passcodeFailures = 0;
      state.lockedUntil = undefined;
      return ok(undefined);
    }
    state.passcodeFailures += 1;
    const remaining = Math.max(PASSCODE_ATTEMPTS - state.passcodeFailures, 0);
    if (remaining > 0) return err({ code: ErrorCode.invalidPasscode, meta: { remaining_number_of_attempts: remaining } });
    state.passcodeFailures = 0;
    state.lockedUntil = now + PASSCODE_LOCK_MINUTES * 60_000;
    new SessionStore(this.context).endAll(state.phone);
    return err(lockedError(state.lockedUntil));
  }
}
