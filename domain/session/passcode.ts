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
