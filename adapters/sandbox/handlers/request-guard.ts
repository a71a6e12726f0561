import { http } from 'msw';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { direct } from './direct-route';
import { refuse } from './request-body';
import type { SandboxRequest } from './sandbox-request';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a state-changing call may come from: the server's own (by its address or the Host it was called by), and the configured ones. */
function isOwnOrAllowed(origin: string, request: SandboxRequest, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a redirect across sites) and anything unreadable
  }
  return host === new URL(request.url).host || host === request.headers.get('host');
}

/**
 * Refuses, before anything else runs, a state-changing call (any method but GET, HEAD, OPTIONS)
 * that another site could have made a browser send with the customer's cookie:
 * - an Origin header that is neither the server's own nor configured (403 cross_site_request);
 *   browsers send Origin with every such call, and "null" from sandboxed or redirected pages;
 * - no Origin but Sec-Fetch-Site: cross-site (403), for a browser that left Origin out;
 * - a body that is not application/json (415 unsupported_media_type): a form or a text/plain
 *   fetch is what a page may send without a CORS preflight, which the sandbox never grants to
 *   another site.
 * A call without Origin and without fetch metadata comes from a client that is not a browser
 * (the CLI, curl, a test): no page could have made it carry someone's cookie, so it is let
 * through (its body must still be JSON).
 */
export const crossSiteGuard = (allowedOrigins: readonly string[] = []) => {
  const resolve = (request: SandboxRequest): Response | undefined => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const origin = request.headers.get('origin');
    if (origin !== null && !isOwnOrAllowed(origin, request, allowedOrigins)) {
      return refuse(403, ErrorCode.crossSiteRequest, `calls that change something are taken from this site only, not from ${origin}`);
    }
    if (origin === null && request.headers.get('sec-fetch-site') === 'cross-site') {
      return refuse(403, ErrorCode.crossSiteRequest, 'calls that change something are taken from this site only');
    }
    const type = request.headers.get('content-type');
    if (type !== null && (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json') {
      return refuse(415, ErrorCode.unsupportedMediaType, 'the body of a call that changes something must be application/json');
    }
    return undefined;
  };
  return direct(
    http.all('*', ({ request }) => resolve(request)),
    { method: undefined, path: undefined, resolve },
  );
};
