import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'msw';
import { isJsonAnswer } from '../handlers/direct-route';
import { HandlerIndex } from '../handlers/handler-index';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { inlineScriptHashes, withServerValues } from './app-document';
import { CompressedFiles, encode, preferredEncoding } from './compression';
import { applyCors } from './cors';
import { answerPlainly, TOO_LARGE, toLocalRequest, writeFetchResponse } from './fetch-bridge';
import { listenLocal, type RunningServer } from './listen';
import { RUNTIME_CONFIG_PATH, type RuntimeConfigValues, runtimeConfigJson } from './runtime-config';
import { API_SECURITY_HEADERS, type AppSecurityOptions, appSecurityHeaders, HARDENING, newNonce } from './security-headers';
import { readStaticFile } from './static-files';
import { routes } from '../../http/routes';

export { type RunningServer } from './listen';

export interface SandboxServerOptions {
  readonly host: string;
  readonly port: number;
  /** The built app (dist/); undefined serves the API alone (`npm run serve`). */
  readonly staticDir: string | undefined;
  readonly handlers: readonly RequestHandler[];
  /** The Content-Security-Policy's outside origins; without it the app may frame nothing. */
  readonly security?: AppSecurityOptions;
  /** Extra routes tried before the API and the app, such as the dev server's live reload. */
  readonly extra?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** One line per request (method, path, status, time); none when absent. */
  readonly log?: (line: string) => void;
  /** Origins whose pages may call the API (CORS with credentials); none by default. */
  readonly corsOrigins?: readonly string[];
  /** Serve the build's source maps and meta.json (a development flag). */
  readonly devFiles?: boolean;
  /** What the app's config.json says (API base URL, gateway origin, wallet mode). */
  readonly runtimeConfig?: RuntimeConfigValues;
}

/**
 * The first path segments of the API (from the contract table: most calls live under /api, some
 * the specification gives elsewhere, such as /v1/crypto-baskets/offers or /ixo_pay/...).
 */
const API_ROOTS: ReadonlySet<string> = new Set(['api', ...Object.values(routes).map((r) => r.path.split('/')[1] ?? '')]);
const isApiPath = (path: string): boolean => API_ROOTS.has(path.split('/')[1] ?? '');

/**
 * One local server: the sandbox exchange's API and the built app everywhere else: every page with
 * the app's security headers (a fresh style nonce each time), its files with the hardening headers. API answers are private
 * (Cache-Control: no-store); bodies over 64 KB are refused (413) before they are read whole; the
 * app's files go compressed (brotli or gzip) when the browser accepts it.
 */
export function startSandboxServer(options: SandboxServerOptions): Promise<RunningServer> {
  const security = options.security ?? { gatewayOrigin: undefined };
  const compressed = new CompressedFiles();
  const api = new HandlerIndex(options.handlers);
  return listenLocal(
    options.host,
    options.port,
    (request, response, origin, target) => {
      const isApi = isApiPath(target.path);
      // Only a page needs a fresh style nonce and the document's policy (serveApp adds it to pages);
      // the API's answers carry one fixed set of headers, the app's files the hardening alone.
      const nonce = isApi ? '' : newNonce();
      Object.entries(isApi ? API_SECURITY_HEADERS : HARDENING).forEach(([name, value]) => response.setHeader(name, value));
      if (options.extra?.(request, response) === true) return;
      const work = isApi
        ? applyCors(request, response, options.corsOrigins ?? [])
          ? Promise.resolve()
          : serveApi(api, request, response, origin)
        : serveApp(options, target.path, request, response, { nonce, security }, compressed);
      work.catch((error: unknown) => {
        console.error(`sandbox: ${request.method ?? '?'} ${target.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        answerPlainly(response, 500, 'application/json', JSON.stringify({ ok: false, error: ErrorCode.internalError }));
      });
    },
    options.log === undefined ? {} : { log: options.log },
  );
}

const PRIVATE = { 'cache-control': 'no-store' } as const;

async function serveApi(api: HandlerIndex, request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const call = await toLocalRequest(request, origin);
  if (call === TOO_LARGE) {
    const body = { ok: false, error: ErrorCode.requestTooLarge, error_message: 'the body is larger than 64 KB' };
    answerPlainly(response, 413, 'application/json', JSON.stringify(body), true);
    return;
  }
  const answer = await api.answer(call);
  if (answer === undefined) {
    response.writeHead(404, { 'content-type': 'application/json', ...PRIVATE });
    response.end(JSON.stringify({ ok: false, error: 'not_found' }));
    return;
  }
  if (isJsonAnswer(answer)) {
    // A string body goes out in one write with the headers (Node joins them); a Buffer would be a second chunk.
    const body = JSON.stringify(answer.body);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...PRIVATE });
    response.end(body);
    return;
  }
  await writeFetchResponse(answer, response, answer.headers.has('cache-control') ? {} : PRIVATE);
}

async function serveApp(
  options: SandboxServerOptions,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
  values: { readonly nonce: string; readonly security: AppSecurityOptions },
  compressed: CompressedFiles,
): Promise<void> {
  if (path === RUNTIME_CONFIG_PATH && options.runtimeConfig !== undefined) {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(runtimeConfigJson(options.runtimeConfig));
    return;
  }
  const file = options.staticDir === undefined ? undefined : await readStaticFile(options.staticDir, path, { devFiles: options.devFiles === true });
  if (file === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(options.staticDir === undefined ? 'This server runs the sandbox API only.' : 'The app is not built yet: run `npm run build`.');
    return;
  }
  const isPage = file.contentType.startsWith('text/html');
  const encoding = preferredEncoding(request.headers['accept-encoding'], file.contentType, file.body.length, isPage ? 'each' : 'kept');
  const html = isPage ? withServerValues(file.body.toString('utf8'), values) : '';
  if (isPage)
    Object.entries(appSecurityHeaders(values.security, values.nonce, inlineScriptHashes(html))).forEach(([name, value]) => response.setHeader(name, value));
  const body = isPage ? await encode(Buffer.from(html), encoding, 'each') : await compressed.get(file.path, file.version, file.body, encoding);
  // Vary only where the answer does depend on Accept-Encoding (a file too small to gain from
  // compression is the same for every client: some 24 bytes less on each such answer).
  const varies = isPage
    ? preferredEncoding('br, gzip', file.contentType, file.body.length, 'each') !== undefined
    : await compressed.varies(file.path, file.version, file.body, file.contentType);
  // Content-Length, not chunked framing: the whole body is in memory (some 40 bytes less on each file).
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': String(body.body.length),
    'cache-control': file.cacheControl,
    ...(varies ? { vary: 'accept-encoding' } : {}),
    ...(body.encoding === undefined ? {} : { 'content-encoding': body.encoding }),
  });
  response.end(body.body);
}
