import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { NONCE_SCRIPT, NONCE_SCRIPT_PATH, withServerValues } from './app-document';
import { answerInternalError, toFetchRequest, writeFetchResponse } from './fetch-bridge';
import { listenLocal, type RunningServer } from './listen';
import { type AppSecurityOptions, appSecurityHeaders, newNonce } from './security-headers';
import { readStaticFile } from './static-files';
import { routes } from '../../http/routes';

export { type RunningServer } from './listen';

export interface SandboxServerOptions {
  readonly host: string;
  readonly port: number;
  /** The built app (dist/). */
  readonly staticDir: string;
  readonly handlers: readonly RequestHandler[];
  /** The Content-Security-Policy's outside origins; without it the app may frame nothing. */
  readonly security?: AppSecurityOptions;
  /** Extra routes tried before the API and the app, such as the dev server's live reload. */
  readonly extra?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Told after each API call that may have changed the sandbox (any method but GET), e.g. to save its state. */
  readonly afterChange?: () => void;
}

/**
 * The first path segments of the API (from the contract table: most calls live under /api, some
 * the specification gives elsewhere, such as /v1/crypto-baskets/offers or /ixo_pay/...).
 */
const API_ROOTS: ReadonlySet<string> = new Set(['api', ...Object.values(routes).map((r) => r.path.split('/')[1] ?? '')]);
const isApiPath = (path: string): boolean => API_ROOTS.has(path.split('/')[1] ?? '');

/**
 * One local server: the sandbox exchange's API under /api and the built app everywhere else,
 * every response with the app's security headers (a fresh style nonce each time).
 */
export function startSandboxServer(options: SandboxServerOptions): Promise<RunningServer> {
  const security = options.security ?? { gatewayOrigin: undefined };
  return listenLocal(options.host, options.port, (request, response, origin) => {
    const nonce = newNonce();
    Object.entries(appSecurityHeaders(security, nonce)).forEach(([name, value]) => response.setHeader(name, value));
    if (options.extra?.(request, response) === true) return;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const work = isApiPath(path)
      ? serveApi(options.handlers, request, response, origin).then(() => {
          if (request.method !== 'GET') options.afterChange?.();
        })
      : serveApp(options.staticDir, path, response, { nonce, gatewayOrigin: security.gatewayOrigin });
    work.catch((error: unknown) => answerInternalError(response, error, 'application/json', JSON.stringify({ ok: false, error: 'internal_error' })));
  });
}

async function serveApi(handlers: readonly RequestHandler[], request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const answer = await getResponse([...handlers], await toFetchRequest(request, origin));
  if (answer === undefined) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: false, error: 'not_found' }));
    return;
  }
  await writeFetchResponse(answer, response);
}

async function serveApp(staticDir: string, path: string, response: ServerResponse, values: Parameters<typeof withServerValues>[1]): Promise<void> {
  if (path === NONCE_SCRIPT_PATH) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(NONCE_SCRIPT);
    return;
  }
  const file = await readStaticFile(staticDir, path);
  if (file === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The app is not built yet: run `npm run build`.');
    return;
  }
  const isPage = file.contentType.startsWith('text/html');
  response.writeHead(200, { 'content-type': file.contentType, 'cache-control': file.cacheControl });
  response.end(isPage ? withServerValues(file.body.toString('utf8'), values) : file.body);
}
