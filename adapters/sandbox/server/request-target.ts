/** A request line's target as the servers read it: a path from the root (origin-form) and its query. */
export type RequestTarget = { readonly ok: true; readonly path: string; readonly search: string } | { readonly ok: false; readonly reason: string };

/**
 * Reads a request line's target. Only the origin-form (`/path?query`) is served: an absolute URL
 * (`GET http://host/path`, what a proxy is sent) or `*` is refused, and so is a path whose `%`
 * sequences do not decode, so no handler ever has to cope with either.
 */
export function readRequestTarget(target: string | undefined): RequestTarget {
  const raw = target ?? '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return { ok: false, reason: 'the request line must name a path from the root' };
  const question = raw.indexOf('?');
  const path = question < 0 ? raw : raw.slice(0, question);
  try {
    decodeURIComponent(path);
  } catch {
    return { ok: false, reason: 'the path has a bad % sequence' };
  }
  return { ok: true, path, search: question < 0 ? '' : raw.slice(question) };
}
