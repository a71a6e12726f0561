import type { ApiResult } from '../../application/ports/api-error';

/** Maps the value of a successful call, passing errors through. */
export const mapResult = <A, B>(result: ApiResult<A>, map: (value: A) => B): ApiResult<B> => (result.ok ? { ok: true, value: map(result.value) } : result);
