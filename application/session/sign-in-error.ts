import type { ApiError } from '../ports/api-error';

/** What went wrong in a sign-in step, with the values its message needs. */
export type SignInError =
  | { readonly kind: 'local'; readonly code: 'invalid_phone' | 'incomplete_code' | 'passkey_unavailable' }
  | {
      readonly kind: 'refused';
      readonly code: string;
      readonly remainingAttempts: number | undefined;
      readonly lockMinutes: number | undefined;
      readonly message: string | undefined;
      readonly meta: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'transport'; readonly code: 'transport'; readonly error: ApiError };

/** A refused or failed call as the sign-in and sign-up screens show it. */
export function toSignInError(error: ApiError): SignInError {
  if (error.kind !== 'business') return { kind: 'transport', code: 'transport', error };
  const number = (key: string): number | undefined => {
    const value = error.meta[key];
    return typeof value === 'number' ? value : undefined;
  };
  return {
    kind: 'refused',
    code: error.code,
    remainingAttempts: number('remaining_number_of_attempts'),
    lockMinutes: number('lock_duration_in_minutes'),
    message: error.message,
    meta: error.meta,
  };
}
