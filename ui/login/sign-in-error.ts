import type { SignInError } from '../../application/session/sign-in-service';
import { ErrorCode, isErrorCode } from '../../domain/errors/error-codes';
import type { useT } from '../base/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** The message for a sign-in failure, with attempts left and lock duration where the server gives them. */
export function signInErrorMessage(error: SignInError, { t, te }: Translate): string {
  if (error.kind === 'local') {
    if (error.code === 'passkey_unavailable') return t('login.passkey.unavailable');
    return error.code === 'invalid_phone' ? t('login.phone.invalid') : t('login.code.incomplete');
  }
  if (error.kind === 'transport') {
    const kind = error.error.kind;
    if (kind === 'timeout') return te(ErrorCode.requestTimeout);
    if (kind === 'network') return te(ErrorCode.networkError);
    if (kind === 'unauthorized') return te(ErrorCode.unauthorized);
    return te(ErrorCode.unexpectedResponse);
  }
  if (error.code === ErrorCode.accountLocked) return te(ErrorCode.accountLocked, { minutes: error.lockMinutes ?? 0 });
  if (error.code === ErrorCode.invalidOtp || error.code === ErrorCode.invalidPasscode) {
    return te(error.code, { remaining: error.remainingAttempts ?? 0 });
  }
  if (isErrorCode(error.code)) return te(error.code);
  return error.message ?? te(ErrorCode.unexpectedResponse);
}
