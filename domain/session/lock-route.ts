import { acceptReturnTo, type AppLocation, isHubPath, pathAndQuery } from './return-to';

export const LOCKED_PATH = '/locked';
export const LOGIN_PATH = '/login';

/** Query parameter of /locked holding the lock expiry (spec 001 §2). */
export const LOCK_EXPIRY_PARAM = 't';
/** Choice: the lock screen's return parameter is named 'return'. */
export const LOCK_RETURN_PARAM = 'return';
/** Query parameter of /login holding the hub path after an expired session (spec 001 §2). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

const withQuery = (path: string, params: URLSearchParams): string => {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

/**
 * The lock screen: /locked?t=<expiry>, plus, after a lock from within /hub, the path and query in
 * the return parameter (spec 001 §2, §4). Choice: t carries the server's app_lock_expires_at as given.
 */
export function lockedPath(lockExpiresAt: string, from: AppLocation | undefined): string {
  const params = new URLSearchParams({ [LOCK_EXPIRY_PARAM]: lockExpiresAt });
  if (from !== undefined && isHubPath(from.pathname)) params.set(LOCK_RETURN_PARAM, pathAndQuery(from));
  return withQuery(LOCKED_PATH, params);
}

/** After an expired session: /login?redirect=<hub path and query>; plain /login outside /hub (spec 001 §2). */
export function sessionExpiredLoginPath(from: AppLocation): string {
  const params = new URLSearchParams();
  if (isHubPath(from.pathname)) params.set(LOGIN_REDIRECT_PARAM, pathAndQuery(from));
  return withQuery(LOGIN_PATH, params);
}

/**
 * Where 'log in again' on the lock screen leads once the lock is over: /login, carrying the
 * return parameter on as the login's redirect when it is a plain hub path (the return-to rule,
 * spec 001 §2); anything else is dropped.
 */
export function loginAfterLockPath(returnValue: string | null): string {
  const path = returnValue === null ? undefined : acceptReturnTo(returnValue);
  return withQuery(LOGIN_PATH, new URLSearchParams(path === undefined ? {} : { [LOGIN_REDIRECT_PARAM]: path }));
}
