import type { RequestHandler } from 'msw';
import type { SandboxRequest } from './sandbox-request';

/** A JSON answer not yet made into a Response: the Node server writes it out at once, anything else gets a Response. */
export interface JsonAnswer {
  readonly kind: 'json';
  readonly status: number;
  readonly body: unknown;
}

export const jsonAnswer = (body: unknown, status = 200): JsonAnswer => ({ kind: 'json', status, body });

export const isJsonAnswer = (answer: Response | JsonAnswer): answer is JsonAnswer => !(answer instanceof Response);

/** A JSON answer as a fetch Response (without msw's HttpResponse.json, which measures the body through a Blob). */
export const jsonResponse = (answer: JsonAnswer): Response =>
  new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });

/** How the sandbox's own dispatcher (handler-index.ts) calls a handler, without msw's per-request matching. */
export interface DirectRoute {
  /** The method it answers; undefined for every method. */
  readonly method: string | undefined;
  /** The path it answers, as the contract table writes it (`{name}` parameters); undefined for every path. */
  readonly path: string | undefined;
  /** The handler's work: an answer, or undefined to let the next handler try. */
  readonly resolve: (
    request: SandboxRequest,
    params: Readonly<Record<string, string>>,
  ) => Response | JsonAnswer | undefined | Promise<Response | JsonAnswer | undefined>;
}

const DIRECT = new WeakMap<RequestHandler, DirectRoute>();

/**
 * Marks an msw handler as one the sandbox's dispatcher may call directly with `route`. The
 * handler itself stays what tests serve through msw; both run the same `resolve`.
 */
export function direct<H extends RequestHandler>(handler: H, route: DirectRoute): H {
  DIRECT.set(handler, route);
  return handler;
}

export const directRouteOf = (handler: RequestHandler): DirectRoute | undefined => DIRECT.get(handler);
