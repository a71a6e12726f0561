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
