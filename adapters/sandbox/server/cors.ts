import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIGEST_HEADER, SIGNATURE_HEADER } from '../../crypto/request-signature';

/** The headers the client sends besides the simple ones (its identity headers and the signature). */
const ALLOWED_HEADERS = ['content-type', 'accept', 'x-source-entry', 'x-anonymous-id', 'x-device-session-id', 'x-user-uuid', DIGEST_HEADER, SIGNATURE_HEADER];

/**
 * CORS for the configured origins only (`--cors-origin`, none by default): a page on one of them
 * may call the API with credentials (the session cookie); a preflight from any other origin is
 * answered without permission, so the browser does not send the call. True when the request was
 * a preflight and is answered.
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, origins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const allowed = origin !== undefined && origins.includes(origin);
  if (allowed) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
  }
  response.setHeader('vary', 'origin');
  if (request.method !== 'OPTIONS') return false;
  if (allowed) {
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    response.setHeader('access-control-allow-headers', ALLOWED_HEADERS.join(', '));
    response.setHeader('access-control-max-age', '600');
  }
  response.writeHead(204);
  response.end();
  return true;
}
