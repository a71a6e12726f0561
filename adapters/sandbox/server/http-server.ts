import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { readStaticFile } from './static-files';

export interface SandboxServerOptions {
  readonly host: string;
  readonly port: number;
  /** The built app (dist/). */
  readonly staticDir: string;
  readonly handlers: readonly RequestHandler[];
  /** Extra routes tried before the API and the app, such as the dev server's live reload. */
  readonly extra?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** One local server: the sandbox exchange's API under /api and the built app everywhere else. */
export async function startSandboxServer(options: SandboxServerOptions): Promise<RunningServer> {
  const server = createServer((request, response) => {
    if (options.extra?.(request, response) === true) return;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const work = path.startsWith('/api/') ? serveApi(options, request, response) : serveApp(options, path, response);
    work.catch((error: unknown) => {
      console.error('sandbox server error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, error: 'internal_error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serveApi(options: SandboxServerOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const fetchRequest = await toFetchRequest(request, options);
  const answer = await getResponse([...options.handlers], fetchRequest);
  if (answer === undefined) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: false, error: 'not_found' }));
    return;
  }
  await writeFetchResponse(answer, response);
}

async function serveApp(options: SandboxServerOptions, path: string, response: ServerResponse): Promise<void> {
  const file = await readStaticFile(options.staticDir, path);
  if (file === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The app is not built yet: run `npm run build`.');
    return;
  }
  response.writeHead(200, { 'content-type': file.contentType, 'cache-control': file.cacheControl });
  response.end(file.body);
}

async function toFetchRequest(request: IncomingMessage, options: SandboxServerOptions): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  Object.entries(request.headers).forEach(([name, value]) => {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && chunks.length > 0;
  return new Request(`http://${options.host}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function writeFetchResponse(answer: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(answer.status, headers);
  if (answer.body === null) {
    response.end();
    return;
  }
  const reader = answer.body.getReader();
  response.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    response.write(value);
  }
  response.end();
}
