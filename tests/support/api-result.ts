import type { ApiError, ApiResult } from '../../application/ports/api-error';

/** The value of a call that must succeed; the test fails with the error otherwise. */
export function expectOk<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a call that must fail; the test fails with the value otherwise. */
export function expectError(result: ApiResult<unknown>): ApiError {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The catalogue code of a business error ('unauthorized' for a 401), or the error's kind. */
export function errorCode(result: ApiResult<unknown>): string {
  const error = expectError(result);
  return error.kind === 'business' ? error.code : error.kind;
}
