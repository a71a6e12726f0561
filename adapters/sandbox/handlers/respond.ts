import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { DIGEST_HEADER, SIGNATURE_HEADER, verifySignedBody } from '../../crypto/request-signature';
import type { ErrorBody } from '../../http/schemas/common';
import type { Route, RouteRequest, RouteResponse } from '../../http/routes';
import type { SandboxAccount, SandboxError, SandboxExchange } from '../exchange/sandbox-exchange';
import { CLIENT_HEADER, readRequestBody, refuse } from './request-body';
import { direct, isJsonAnswer, type JsonAnswer, jsonAnswer, jsonResponse } from './direct-route';
import { readSessionCookie } from './session-cookie';
import type { SandboxRequest } from './sandbox-request';

export { clearedSessionCookie, readSessionCookie, SESSION_COOKIE, sessionCookie } from './session-cookie';

export interface HandlerContext<R> {
  readonly request: SandboxRequest;
  /** The body, validated against the route's request schema (undefined for a call without one). */
  readonly body: RouteRequest<R>;
  /** The body exactly as sent, for signature checks. */
  readonly rawBody: string;
  /** The query string's parameters (read on first use). */
  readonly query: URLSearchParams;
  /** The route's `{name}` path parameters. */
  readonly params: Readonly<Record<string, string>>;
  readonly sessionId: string | undefined;
  /** Who is calling, for per-client limits: the socket's address on the Node server, `local` in process. */
  readonly client: string;
}

type Answer<R> = RouteResponse<R> | ErrorBody | Response;
type AnyRoute = Route<unknown, z.ZodMiniType>;

/**
 * What a handler does with a call. `run` is the work on the sandbox state: synchronous (a
 * Promise does not type-check), run as one transaction (exchange.transaction), so a single-use
 * thing's check and its use can never be split by another request, and the answer is durable
 * before it is sent. Anything that must be awaited (decrypting a passcode, a digest) goes in
 * `prepare`, which runs first and must not touch the state.
 */
export interface Steps<R, A, P> {
  readonly prepare?: (context: HandlerContext<R>, account: A) => Promise<P>;
  readonly run: (context: HandlerContext<R>, account: A, prepared: P) => Answer<R>;
}

type Access = 'public' | 'signed_in' | 'signed';

const unauthorized = (): Response => HttpResponse.json({ ok: false, error: ErrorCode.unauthorized } satisfies ErrorBody, { status: 401 });

/**
 * One sandbox route of the shared contract table, the same way for every route: the session
 * (before the body is read, for private calls), the body (size, depth, JSON, the route's request
 * schema: every violation answered here), the device signature for signed calls, then the
 * handler's steps. Paths match on any origin.
 */
function define<R extends AnyRoute, A, P>(
  exchange: SandboxExchange,
  route: R,
  access: Access,
  steps: Steps<R, A, P>,
  accountOf: (sessionId: string | undefined) => A | undefined,
) {
  const method = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[route.method];
  const resolve = async (request: SandboxRequest, params: Readonly<Record<string, string>>): Promise<Response | JsonAnswer> => {
    const sessionId = readSessionCookie(request);
    const caller = accountOf(sessionId);
    if (access !== 'public' && caller === undefined) return unauthorized();
    const read = await readRequestBody(request, route.request as z.ZodMiniType | undefined);
    if (!read.ok) return read.response;
    let query: URLSearchParams | undefined;
    const context: HandlerContext<R> = {
      request,
      body: read.body as RouteRequest<R>,
      rawBody: read.raw,
      get query() {
        return (query ??= new URL(request.url).searchParams);
      },
      params,
      sessionId,
      client: request.headers.get(CLIENT_HEADER) ?? 'local',
    };
    if (access === 'signed') {
      const key = exchange.sessions.deviceKeyFor(sessionId);
      const headers = { digest: request.headers.get(DIGEST_HEADER), signature: request.headers.get(SIGNATURE_HEADER) };
      if (key === undefined || !(await verifySignedBody(read.raw, headers, key))) return HttpResponse.json(failure({ code: ErrorCode.invalidDsa }));
    }
    const prepared = steps.prepare === undefined ? (undefined as P) : await steps.prepare(context, caller as A);
    let answer: unknown;
    try {
      answer = exchange.transaction<unknown>(() => {
        // Looked up again inside the transaction: the session may have ended while the body was read.
        const account = accountOf(sessionId);
        return account === undefined && access !== 'public' ? SIGNED_OUT : steps.run(context, account as A, prepared);
      });
    } catch (error) {
      console.error(`sandbox: ${route.method} ${new URL(request.url).pathname} failed: ${describe(error)}`);
      return refuse(500, ErrorCode.internalError);
    }
    if (answer === SIGNED_OUT) return unauthorized();
    return answer instanceof Response ? answer : jsonAnswer(answer);
  };
  const handler = method(`*${route.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
    const answer = await resolve(request, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
    return isJsonAnswer(answer) ? jsonResponse(answer) : answer;
  });
  return direct(handler, { method: route.method, path: route.path, resolve });
}

const SIGNED_OUT = Symbol('signed out');

/** One line about a failure: a system error's code and message; a bug's stack (it is a bug). */
const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return 'code' in error ? `${String(error.code)}: ${error.message}` : (error.stack ?? error.message);
};

const asSteps = <R, A, P>(handler: Steps<R, A, P> | Steps<R, A, P>['run']): Steps<R, A, P> => (typeof handler === 'function' ? { run: handler } : handler);

/** A public call (no session needed; the handler may still look at one). */
export function handle<R extends AnyRoute, P = undefined>(
  exchange: SandboxExchange,
  route: R,
  handler: Steps<R, undefined, P> | Steps<R, undefined, P>['run'],
) {
  return define(exchange, route, 'public', asSteps(handler), () => undefined);
}

/** A call that needs a signed-in customer: 401 otherwise, before the body is read. */
export function handleSignedIn<R extends AnyRoute, P = undefined>(
  exchange: SandboxExchange,
  route: R,
  handler: Steps<R, SandboxAccount, P> | Steps<R, SandboxAccount, P>['run'],
) {
  return define(exchange, route, 'signed_in', asSteps(handler), (id) => exchange.accountFor(id));
}

/**
 * Same, for calls that must carry the device's signature (trades, transfers, passcode calls): a
 * body whose digest or signature does not match the key registered at sign-in is refused with
 * invalid_dsa.
 */
export function handleSigned<R extends AnyRoute, P = undefined>(
  exchange: SandboxExchange,
  route: R,
  handler: Steps<R, SandboxAccount, P> | Steps<R, SandboxAccount, P>['run'],
) {
  return define(exchange, route, 'signed', asSteps(handler), (id) => exchange.accountFor(id));
}

/** A business error: HTTP 200 with a body that is not ok (spec 000 §8). */
export const failure = (error: SandboxError): ErrorBody => ({
  ok: false,
  error: error.code,
  ...(error.message === undefined ? {} : { error_message: error.message }),
  ...(error.meta === undefined ? {} : { meta: { ...error.meta } }),
});
