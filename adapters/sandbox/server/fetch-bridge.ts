import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMIT_BYTES, CLIENT_HEADER } from '../handlers/request-body';
import type { DispatchedRequest } from '../handlers/sandbox-request';

/** The request was refused while its body was read: larger than the limit. */
export const TOO_LARGE = Symbol('too large');

/**
 * A Node request as the sandbox's routes read it (headers straight from Node's table, the body
 * read whole), and as a fetch Request only for an msw handler that asks (built once).
 */
class LocalRequest implements DispatchedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: { get(name: string): string | null };
  private built: Request | undefined;

  constructor(
    private readonly incoming: IncomingMessage,
    origin: string,
    private readonly body: Buffer<ArrayBuffer> | undefined,
  ) {
    this.url = `${origin}${incoming.url ?? '/'}`;
    this.method = incoming.method ?? 'GET';
    const client = incoming.socket.remoteAddress ?? 'unknown';
    this.headers = {
      get: (name) => {
        const key = name.toLowerCase();
        if (key === CLIENT_HEADER) return client;
        const value = incoming.headers[key];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  text(): Promise<string> {
    return Promise.resolve(this.body === undefined ? '' : this.body.toString('utf8'));
  }

  fetchRequest(): Request {
    return (this.built ??= fetchRequestOf(this.incoming, this.url, this.body));
  }
}

/** Reads a Node request's body up to `limit` bytes: beyond it (by Content-Length, or as it streams in) reading stops, so a huge body is never held in memory. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | undefined | typeof TOO_LARGE> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (!hasBody) return undefined;
  if (Number(request.headers['content-length'] ?? '0') > limit) return TOO_LARGE;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return TOO_LARGE;
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

function fetchRequestOf(request: IncomingMessage, url: string, body: Buffer<ArrayBuffer> | undefined): Request {
  const headers = new Headers();
  Object.entries(request.headers).forEach(([name, value]) => {
    if (name === CLIENT_HEADER) return;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  });
  headers.set(CLIENT_HEADER, request.socket.remoteAddress ?? 'unknown');
  return new Request(url, { method: request.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) });
}

/**
 * A Node request for the sandbox's dispatcher on `origin` (the server's own origin, never the Host
 * header), its body read up to `limit` bytes (TOO_LARGE beyond). The caller's address is
 * CLIENT_HEADER (one a client sent is replaced).
 */
export async function toLocalRequest(request: IncomingMessage, origin: string, limit = BODY_LIMIT_BYTES): Promise<DispatchedRequest | typeof TOO_LARGE> {
  const body = await readBody(request, limit);
  return body === TOO_LARGE ? TOO_LARGE : new LocalRequest(request, origin, body);
}

/**
 * A Node request as a fetch Request on `origin` (the server's own origin, never the Host
 * header), its body read up to `limit` bytes: beyond it (by Content-Length, or as it streams in)
 * reading stops and TOO_LARGE is returned, so a huge body is never held in memory. The caller's
 * address goes in CLIENT_HEADER (one a client sent is replaced).
 */
export async function toFetchRequest(request: IncomingMessage, origin: string, limit = BODY_LIMIT_BYTES): Promise<Request | typeof TOO_LARGE> {
  const body = await readBody(request, limit);
  return body === TOO_LARGE ? TOO_LARGE : fetchRequestOf(request, `${origin}${request.url ?? '/'}`, body);
}

/**
 * Streams a fetch Response to the Node response (cookies kept as separate Set-Cookie headers).
 * A network error (`Response.error()`, the `drop` fault) closes the connection without an answer.
 */
export async function writeFetchResponse(answer: Response, response: ServerResponse, extraHeaders: Readonly<Record<string, string>> = {}): Promise<void> {
  if (answer.type === 'error') {
    response.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (answer.body === null) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  if (!isStream(answer)) {
    // A whole answer goes out in one write, headers and body together.
    const body = Buffer.from(await answer.arrayBuffer());
    headers['content-length'] = String(body.length);
    response.writeHead(answer.status, headers);
    response.end(body);
    return;
  }
  response.writeHead(answer.status, headers);
  const reader = answer.body.getReader();
  response.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    response.write(value);
  }
  response.end();
}

/** An event stream (live prices): written as it comes, never read whole. */
const isStream = (answer: Response): boolean => (answer.headers.get('content-type') ?? '').startsWith('text/event-stream');

/** Answers once with `status` and a body, whatever state the response is in; `close` ends the connection after it. */
export function answerPlainly(response: ServerResponse, status: number, contentType: string, body: string, close = false): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', ...(close ? { connection: 'close' } : {}) });
  response.end(body);
}
