import { ERROR_CATALOGUE, isCatalogued } from '../errors/error-catalogue';
import { ErrorCode } from '../errors/error-codes';

/** How a refused sign-in step is shown: by the field, in a dialog, or back at the phone step with its message. */
export type SignInFailureDisplay = 'inline' | 'dialog' | 'restart_login';

/**
 * The catalogue's presentation of a login or passcode error (spec 001 §8): invalid_dsa,
 * risk_rejected_login and auth_restricted are dialogs; invalid_token and token_expired restart the
 * login; the rest (attempts left, the lock, uncatalogued codes) show by the field. Choice: a wrong
 * one-time code with no attempts left also restarts the login (the server ended that session;
 * a new code comes with a new start).
 */
export function signInFailureDisplay(code: string, remainingAttempts?: number): SignInFailureDisplay {
  if (code === ErrorCode.invalidOtp && remainingAttempts === 0) return 'restart_login';
  if (!isCatalogued(code)) return 'inline';
  const entry = ERROR_CATALOGUE[code];
  if (entry.extras.includes('restart_login')) return 'restart_login';
  return entry.action === 'dialog' ? 'dialog' : 'inline';
}
