import { ErrorCode } from '../../../../domain/errors/error-codes';
import { err, ok } from '../../../../domain/shared/result';
import { DEMO_OTP } from '../personas';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxError, SandboxResult } from '../sandbox-result';

/** Wrong one-time codes one session may make: its code is then spent and the sign-in starts again. */
export const CODE_ATTEMPTS_PER_SESSION = 5;
/**
 * Wrong codes one phone number (or one account's email) may get across all its sessions before
 * codes for it are refused for CODE_LOCK_MINUTES; a right code starts the count again. Choice:
 * two sessions' worth, so starting afresh (or asking for a new code, which resets nothing) buys
 * an attacker at most 10 guesses of a million per half hour.
 */
export const CODE_ATTEMPTS_PER_TARGET = 10;
export const CODE_LOCK_MINUTES = 30;

interface TargetState {
  failures: number;
  lockedUntil: number | null;
}

interface CodeGuardSlice {
  targets: Record<string, TargetState>;
}

const MINUTE_MS = 60_000;

/**
 * The one-time codes of the sandbox (sign-in and phone changes by SMS, the email step's code),
 * limited per session (or sign-up) and per target (a phone number, an account's email): the
 * lockout answers account_locked with the minutes left (spec 001 §8: the incorrect one-time code
 * message shows lockout and attempts remaining), without app_lock_expires_at, since the account
 * itself is not locked.
 */
export class CodeGuard {
  constructor(private readonly context: SandboxContext) {}

  /** Refused while the target is locked out. */
  open(target: string): SandboxResult<void> {
    const locked = this.lockedUntil(target);
    return locked === undefined ? ok(undefined) : err(this.lockout(locked));
  }

  /**
   * Checks a code for `target`. `failuresSoFar` is the session's count, which the caller keeps
   * and increments on a failure. A right code clears the target's count.
   */
  check(target: string, code: string, failuresSoFar: number): SandboxResult<void> {
    const opened = this.open(target);
    if (!opened.ok) return opened;
    const state = this.state(target);
    if (code === DEMO_OTP) {
      delete this.targets()[target];
      return ok(undefined);
    }
    state.failures += 1;
    if (state.failures >= CODE_ATTEMPTS_PER_TARGET) {
      state.lockedUntil = this.context.now() + CODE_LOCK_MINUTES * MINUTE_MS;
      state.failures = 0;
      return err(this.lockout(state.lockedUntil));
    }
    const remaining = Math.max(Math.min(CODE_ATTEMPTS_PER_SESSION - failuresSoFar - 1, CODE_ATTEMPTS_PER_TARGET - state.failures), 0);
    return err({ code: ErrorCode.invalidOtp, meta: { remaining_number_of_attempts: remaining } });
  }

  private lockedUntil(target: string): number | undefined {
    const until = this.targets()[target]?.lockedUntil ?? null;
    return until !== null && this.context.now() < until ? until : undefined;
  }

  private lockout(until: number): SandboxError {
    const minutes = Math.max(Math.ceil((until - this.context.now()) / MINUTE_MS), 1);
    return { code: ErrorCode.accountLocked, meta: { remaining_number_of_attempts: 0, lock_duration_in_minutes: minutes } };
  }

  private state(target: string): TargetState {
    const targets = this.targets();
    const existing = targets[target];
    if (existing !== undefined && (existing.lockedUntil === null || this.context.now() < existing.lockedUntil)) return existing;
    const fresh: TargetState = { failures: 0, lockedUntil: null };
    targets[target] = fresh;
    return fresh;
  }

  private targets(): Record<string, TargetState> {
    return this.context.slice<CodeGuardSlice>('code_guard', () => ({ targets: {} })).targets;
  }
}
