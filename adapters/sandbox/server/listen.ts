import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { answerPlainly } from './fetch-bridge';
import { readRequestTarget, type RequestTarget } from './request-target';

export interface RunningServer {
  /** The origin the server answers on, such as http://127.0.0.1:8080. */
  readonly url: string;
  close(): Promise<void>;
}

/** What a server does with one request; `origin` is the server's own, known once it listens; `target` its checked path. */
export type OriginListener = (request: IncomingMessage, response: ServerResponse, origin: string, target: Extract<RequestTarget, { ok: true }>) => void;

export interface ListenOptions {
  /** One line per request (method, path, status, milliseconds); none when absent (`--quiet`). */
  readonly log?: (line: string) => void;
  /** Where one-line notices of refused requests go (stderr by default). */
  readonly warn?: (line: string) => void;
}

/**
 * An HTTP server on host:port (0 picks a free port) that hands each request its own origin. A
 * request line it cannot read (an absolute URL, a bad `%` sequence) is answered 400 with one
 * line of log, never handed on.
 */
export async function listenLocal(host: string, port: number, listener: OriginListener, options: ListenOptions = {}): Promise<RunningServer> {
  let origin = '';
  const warn = options.warn ?? ((line: string) => console.error(line));
  const server = createServer((request, response) => {
    const started = performance.now();
    const target = readRequestTarget(request.url);
    const log = options.log;
    if (log !== undefined) {
      const path = target.ok ? target.path : '(unreadable)';
      response.once('close', () => {
        const status = response.headersSent ? String(response.statusCode) : 'closed';
        log(`${request.method ?? '?'} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
      });
    }
    if (!target.ok) {
      warn(`sandbox: 400 for ${request.method ?? '?'} ${JSON.stringify((request.url ?? '').slice(0, 200))}: ${target.reason}`);
      answerPlainly(response, 400, 'application/json', JSON.stringify({ ok: false, error: ErrorCode.badRequest, error_message: target.reason }), true);
      return;
    }
    listener(request, response, origin, target);
  });
  server.requestTimeout = 30_000;
  // An idle keep-alive connection is kept 65 s, not Node's 5 s: a client that reuses one just as
  // the server closes it sees ECONNRESET ("socket hang up"), and Node's own agent keeps its idle
  // sockets with no limit of its own. At 5 s that was a request of every few seconds' pause (an
  // e2e journey's sandbox reset failed so, 1 run in 17); 65 s is past every client's idle limit
  // we meet (browsers keep idle connections some 60 s).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  origin = `http://${host}:${String((server.address() as AddressInfo).port)}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
