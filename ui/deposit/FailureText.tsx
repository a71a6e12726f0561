import type { DepositFailure } from '../../application/deposit/deposit-failure';
import type { ApiError } from '../../application/ports/api-error';
import { transportErrorCode } from '../../application/errors/failure-notice';
import { ErrorCode, isErrorCode } from '../../domain/errors/error-codes';
import { MessageKey } from '../../domain/errors/message-keys';
import { readPasscodeFailure } from '../../domain/session/passcode';
import { useT } from '../base/i18n/use-t';

/**
 * How an API failure reads: the server's own message where it sent one, else the catalogue's text
 * for the code (an unknown code: 'Something went wrong. Please try again.'), with the attempts
 * left and the lock minutes of a refused passcode (spec 001 §8); without them in the meta, the
 * catalogue's shorter 'Incorrect passcode.' and 'Your account is locked for now.'.
 */
export function useApiFailureText(): (error: ApiError) => string {
  const { te, tn } = useT();
  return (error) => {
    if (error.kind !== 'business') return te(transportErrorCode(error.kind));
    if (error.message !== undefined && error.message.trim() !== '') return error.message;
    const { remainingAttempts, lockMinutes } = readPasscodeFailure(error.meta);
    if (error.code === ErrorCode.invalidPasscode) {
      return remainingAttempts === undefined ? tn({ kind: 'key', key: MessageKey.invalidPasscode }) : te(error.code, { remaining: remainingAttempts });
    }
    if (error.code === ErrorCode.accountLocked) {
      return lockMinutes === undefined ? tn({ kind: 'key', key: MessageKey.accountLocked }) : te(error.code, { minutes: lockMinutes });
    }
    return te(isErrorCode(error.code) ? error.code : ErrorCode.badRequest);
  };
}

export function ApiFailureText({ error }: { readonly error: ApiError }) {
  return <>{useApiFailureText()(error)}</>;
}

/** A deposit step's failure as text: a rule's catalogue message with its values, or the API failure's. */
export function useDepositFailureText(): (failure: DepositFailure) => string {
  const { te } = useT();
  const api = useApiFailureText();
  return (failure) => (failure.kind === 'rule' ? te(failure.code, failure.params) : api(failure.error));
}
