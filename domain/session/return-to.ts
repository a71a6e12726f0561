/** The path and query of the current page (no origin, no fragment). */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
}

/** Inside the signed-in area: /hub or anything under /hub/. */
export const isHubPath = (pathname: string): boolean => pathname === '/hub' || pathname.startsWith('/hub/');

/** Path plus query, with the query's leading '?' kept (or added) and an empty query dropped. */
export function pathAndQuery(location: AppLocation): string {
  const query = location.search.startsWith('?') ? location.search.slice(1) : location.search;
  return query === '' ? location.pathname : `${location.pathname}?${query}`;
}

/** A stored return-to expires after 24 hours (spec 001 §2). */
export const RETURN_TO_TTL_MS = 24 * 60 * 60 * 1000;

/** Choice: a return-to longer than this is refused. */
export const RETURN_TO_MAX_LENGTH = 2048;

const SEGMENT = /^[A-Za-z0-9\-._~]+$/;
const QUERY = /^[A-Za-z0-9\-._~=&+,:@/]+$/;

/**
 * Accepts a return-to only when it is a plain in-app path under /hub/ (spec 001 §2).
 * Choice: to rule out protocol-relative, backslash, encoded and dot-segment escapes the value must be
 * "/hub/" followed by non-empty segments of unreserved characters (letters, digits, - . _ ~), none
 * of them "." or "..", an optional trailing slash, and an optional non-empty query of unreserved
 * characters and = & + , : @ /. No percent-encoding, no fragment, no whitespace.
 * Returns the accepted value unchanged, or undefined.
 */
export function acceptReturnTo(value: string): string | undefined {
  if (value.length > RETURN_TO_MAX_LENGTH || !value.startsWith('/hub/')) return undefined;
  const queryAt = value.indexOf('?');
  const path = queryAt === -1 ? value : value.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : value.slice(queryAt + 1);
  const segments = path.slice('/hub/'.length).split('/');
  const last = segments.length - 1;
  const segmentsOk = segments.every((segment, i) => (segment === '' ? i === last : SEGMENT.test(segment) && segment !== '.' && segment !== '..'));
  if (!segmentsOk) return undefined;
  if (query !== undefined && !QUERY.test(query)) return undefined;
  return value;
}

/** A return-to kept across the login, with when it was stored (epoch ms). */
export interface StoredReturnTo {
  readonly path: string;
  readonly storedAt: number;
}

/** Stores an accepted return-to; an unacceptable one is not stored. */
export function storeReturnTo(value: string, now: number): StoredReturnTo | undefined {
  const path = acceptReturnTo(value);
  return path === undefined ? undefined : { path, storedAt: now };
}

/**
 * A stored return-to is usable while less than 24 h old and still acceptable.
 * Choice: one stored "in the future" (clock moved back) is not usable.
 */
export function isReturnToValid(stored: StoredReturnTo, now: number): boolean {
  const age = now - stored.storedAt;
  return age >= 0 && age < RETURN_TO_TTL_MS && acceptReturnTo(stored.path) !== undefined;
}

/**
 * Redirect targets outside the site are followed only when their origin is on the allow-list (the
 * payment on-ramp origin) (spec 001 §2). Choice: the target must be an absolute http(s) URL without
 * credentials whose origin equals a listed origin exactly; anything unparseable is refused.
 */
export function isAllowedExternalRedirect(target: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((origin) => origin === url.origin);
}
