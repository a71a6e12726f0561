import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One backend call: method, path, the schema of the JSON body it sends (undefined for a call
 * without one) and the schema its answer must satisfy. The client's adapters type their bodies
 * from the request schema; the sandbox validates every body against it before a handler runs.
 */
export interface Route<Request, Response extends z.ZodMiniType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: Response;
  /** The request body's schema (a zod schema), or undefined when the call sends no body. */
  readonly request: Request;
  /** Calls whose JSON body carries the device signature and digest (spec 000 §7: trades, transfers, passcode calls). */
  readonly signed?: boolean;
  /** A call's own timeout where the spec gives one (create wallet 35 s, pull-deposit confirm 50 s). */
  readonly timeoutMs?: number;
}

export interface RouteOptions<Request extends z.ZodMiniType | undefined> {
  /** The JSON body's schema; calls without a body leave it out. */
  readonly body?: Request;
  readonly signed?: boolean;
  readonly timeoutMs?: number;
}

/** Declares a route: `route(method, path, responseSchema, { body: requestSchema, signed })`. Path parameters are written `{name}`. */
export function route<Response extends z.ZodMiniType, Request extends z.ZodMiniType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  response: Response,
  options: RouteOptions<Request> = {},
): Route<Request, Response> {
  const { body, ...rest } = options;
  return { method, path, response, request: body as Request, ...rest };
}

/** The path with its `{name}` parameters filled in, each encoded as one path segment. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Arrays a caller holds as readonly are accepted as they are. */
type Readable<T> = T extends (infer I)[] ? readonly Readable<I>[] : T extends object ? { [K in keyof T]: Readable<T[K]> } : T;

/** What a client sends: the request schema's input (undefined for a call without a body). */
export type RouteBody<R> = R extends Route<infer S, z.ZodMiniType> ? (S extends z.ZodMiniType ? Readable<z.input<S>> : undefined) : never;
/** What the sandbox's handler reads: the request schema's output, once validated. */
export type RouteRequest<R> = R extends Route<infer S, z.ZodMiniType> ? (S extends z.ZodMiniType ? z.output<S> : undefined) : never;
export type RouteResponse<R> = R extends Route<unknown, infer S> ? z.input<S> : never;
