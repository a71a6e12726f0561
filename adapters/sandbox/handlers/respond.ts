import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { DIGEST_HEADER, SIGNATURE_HEADER, verifySignedBody } from '../../crypto/request-signature';
import type { ErrorBody } from '../../http/schemas/common';
import type { Route, RouteBody, RouteResponse } from '../../http/routes';
import type { SandboxAccount, SandboxError, SandboxExchange } from '../exchange/sandbox-exchange';

export const SESSION_COOKIE = 'sbx_session';

export interface HandlerContext<R> {
  readonly request: Request;
  readonly body: RouteBody<R>;
  /** The body exactly as sent, for signature checks. */
  readonly rawBody: string;
  readonly query: URLSearchParams;
  /** The route's `{name}` path parameters. */
  readonly params: Readonly<Record<string, string>>;
  readonly sessionId: string | undefined;
}

type Answer<R> = RouteResponse<R> | ErrorBody | Response;

/** A sandbox answer to one route of the shared contract table; paths match on any origin. */
export function handle<R extends Route<unknown, z.ZodMiniType>>(route: R, resolve: (context: HandlerContext<R>) => Answer<R> | Promise<Answer<R>>) {
  const method = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[route.method];
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return method(`*${route.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
    const rawBody = hasBody ? await request.clone().text() : '';
    const body = (hasBody ? parseJson(rawBody) : undefined) as RouteBody<R>;
    const answer = await resolve({
      request,
      body,
      rawBody,
      query: new URL(request.url).searchParams,
      params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
      sessionId: readSessionCookie(request),
    });
    return answer instanceof Response ? answer : HttpResponse.json(answer as Parameters<typeof HttpResponse.json>[0]);
  });
}

/** Same, for calls that need a signed-in customer: 401 otherwise. */
export function handleSignedIn<R extends Route<unknown, z.ZodMiniType>>(
  exchange: SandboxExchange,
  route: R,
  resolve: (context: HandlerContext<R>, account: SandboxAccount) => Answer<R> | Promise<Answer<R>>,
) {
  return handle(route, (context) => {
    const account = exchange.accountFor(context.sessionId);
    if (account === undefined) return HttpResponse.json({ ok: false, error: 'unauthorized' } satisfies ErrorBody, { status: 401 });
    return resolve(context, account);
  });
}

/**
 * Same, for calls that must carry the device's signature (trades): a body whose digest or
 * signature does not match the key registered at sign-in is refused with invalid_dsa.
 */
export function handleSigned<R extends Route<unknown, z.ZodMiniType>>(
  exchange: SandboxExchange,
  route: R,
  resolve: (context: HandlerContext<R>, account: SandboxAccount) => Answer<R> | Promise<Answer<R>>,
) {
  return handleSignedIn(exchange, route, async (context, account) => {
    const key = exchange.sessions.deviceKeyFor(context.sessionId);
    const headers = { digest: context.request.headers.get(DIGEST_HEADER), signature: context.request.headers.get(SIGNATURE_HEADER) };
    if (key === undefined || !(await verifySignedBody(context.rawBody, headers, key))) return failure({ code: ErrorCode.invalidDsa });
    return resolve(context, account);
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
};

/** A business error: HTTP 200 with a body that is not ok (spec 000 §8). */
export const failure = (error: SandboxError): ErrorBody => ({
  ok: false,
  error: error.code,
  ...(error.message === undefined ? {} : { error_message: error.message }),
  ...(error.meta === undefined ? {} : { meta: { ...error.meta } }),
});

export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const sessionCookie = (id: string): string => `${SESSION_COOKIE}=${encodeURIComponent(id)}; Path=/; HttpOnly; SameSite=Lax`;
export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
