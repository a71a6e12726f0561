import type { ErrorCode } from '../../domain/errors/error-codes';
import { Money } from '../../domain/money/decimal';
import type { Result } from '../../domain/shared/result';
import type { ApiError } from '../ports/api-error';

/**
 * Why a deposit step did not go ahead: the backend refused or could not be reached (`api`), or a
 * domain rule refused it before any call (`rule`: the catalogue's code and the values its message
 * needs, as strings).
 */
export type DepositFailure =
  { readonly kind: 'api'; readonly error: ApiError } | { readonly kind: 'rule'; readonly code: ErrorCode; readonly params: Readonly<Record<string, string>> };

export type DepositResult<T> = Result<T, DepositFailure>;

export const apiFailed = (error: ApiError): { readonly ok: false; readonly error: DepositFailure } => ({ ok: false, error: { kind: 'api', error } });

const paramText = (value: unknown): string | undefined => {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value instanceof Money) return value.toFixed();
  return undefined;
};

/** A domain refusal (`{ code, ...values }`) as a failure; the values become its params (amounts as decimal strings). */
export function ruleFailed(error: { readonly code: ErrorCode } & Readonly<Record<string, unknown>>): { readonly ok: false; readonly error: DepositFailure } {
  const { code, ...values } = error;
  const params = Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const text = paramText(value);
      return text === undefined ? [] : [[key, text]];
    }),
  );
  return { ok: false, error: { kind: 'rule', code, params } };
}
