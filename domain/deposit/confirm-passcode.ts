import { ErrorCode } from '../errors/error-codes';
import { isCompletePasscode } from '../session/passcode';
import { err, ok, type Result } from '../shared/result';

/** Top-up and PayPal confirms need a passcode of 6 digits (spec 001 §5, §9). */
export const requireConfirmPasscode = (passcode: string): Result<string, { readonly code: typeof ErrorCode.topUpPasscodeRequired }> =>
  isCompletePasscode(passcode) ? ok(passcode) : err({ code: ErrorCode.topUpPasscodeRequired });
