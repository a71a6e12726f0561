import type { AppLocation } from './return-to';
import { lockedPath } from './lock-route';

/** Passcodes are 6 digits (spec 001 §9); one-time codes are 6 digits too. */
export const PASSCODE_LENGTH = 6;
export const OTP_LENGTH = 6;

const digitsOf = (length: number) => new RegExp(`^\\d{${length}}$`);
export const isCompletePasscode = (value: string): boolean => digitsOf(PASSCODE_LENGTH).test(value);
export const isCompleteOtp = (value: string): boolean => digitsOf(OTP_LENGTH).test(value);

/** Keeps only digits, at most `length` of them: what a code field accepts as the user types. */
export const acceptCodeInput = (typed: string, length: number): string => typed.replace(/\D/g, '').slice(0, length);

/** What a refused passcode tells the customer (spec 001 §3, passcode error meta). */
export interface PasscodeFailure {
  readonly remainingAttempts: number | undefined;
  readonly lockMinutes: number | undefined;
  readonly lockExpiresAt: string | undefined;
}

/** A non-negative whole number, given as a number or a digit string; anything else is unknown. */
function count(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

const nonBlank = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Reads the passcode error meta (spec 001 §3: remaining_number_of_attempts,
 * lock_duration_in_minutes, app_lock_expires_at). Choice: counts may come as numbers or digit
 * strings; negative, fractional or malformed values are treated as not given.
 */
export function readPasscodeFailure(meta: Readonly<Record<string, unknown>>): PasscodeFailure {
  return {
    remainingAttempts: count(meta.remaining_number_of_attempts),
    lockMinutes: count(meta.lock_duration_in_minutes),
    lockExpiresAt: nonBlank(meta.app_lock_expires_at),
  };
}

/** What a refused passcode leads to. */
export type PasscodeFailureDecision =
  | { readonly kind: 'show_error'; readonly remainingAttempts: number | undefined; readonly lockMinutes: number | undefined }
  | { readonly kind: 'lock'; readonly clearSession: true; readonly redirectTo: string };

/**
 * Spec 001 §4: the error state shows remaining attempts and lock duration; if a lock expiry is
 * given, the session is cleared and the user goes to /locked?t=... (with the hub return path).
 */
export function decidePasscodeFailure(failure: PasscodeFailure, from: AppLocation | undefined): PasscodeFailureDecision {
  if (failure.lockExpiresAt !== undefined) {
    return { kind: 'lock', clearSession: true, redirectTo: lockedPath(failure.lockExpiresAt, from) };
  }
  return { kind: 'show_error', remainingAttempts: failure.remainingAttempts, lockMinutes: failure.lockMinutes };
}

/**
 * A passcode anyone would try first. Choice (the spec asks only for 6 digits): one digit repeated
 * (111111) or a run of consecutive digits up or down (123456, 987654) is refused when a passcode
 * is chosen; passcodes already set are not judged.
 */
export function isGuessablePasscode(passcode: string): boolean {
  if (!isCompletePasscode(passcode)) return false;
  const steps = [...passcode].slice(1).map((digit, i) => Number(digit) - Number(passcode[i]));
  return [0, 1, -1].some((step) => steps.every((s) => s === step));
}

/** Why a new passcode, typed twice, cannot be set yet. */
export type PasscodeChoiceProblem = 'incomplete' | 'too_simple' | 'mismatch';

/** Checks a new passcode and its confirmation (the sign-up's passcode step). */
export function passcodeChoiceProblem(passcode: string, confirmation: string): PasscodeChoiceProblem | undefined {
  if (!isCompletePasscode(passcode)) return 'incomplete';
  if (isGuessablePasscode(passcode)) return 'too_simple';
  if (confirmation !== passcode) return 'mismatch';
  return undefined;
}
