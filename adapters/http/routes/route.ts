import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One backend call: method, path, the body it sends and the schema its answer must satisfy. */
export interface Route<Body, Response extends z.ZodMiniType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: Response;
  /** Phantom: the request body's wire shape. */
  readonly body?: Body;
  /** Calls whose JSON body carries the device signature and digest (spec 000 §7: trades, transfers, passcode calls). */
  readonly signed?: boolean;
  /** A call's own timeout where the spec gives one (create wallet 35 s, pull-deposit confirm 50 s). */
  readonly timeoutMs?: number;
}

export interface RouteOptions {
  readonly signed?: boolean;
  readonly timeoutMs?: number;
}

/**
 * Declares a route: `route<Body>()(method, path, schema, options)`. Path parameters are written
 * `{name}` and filled from the call's `params`.
 */
export const route =
  <Body = undefined>() =>
  <Response extends z.ZodMiniType>(method: HttpMethod, path: string, response: Response, options: RouteOptions = {}): Route<Body, Response> => ({
    method,
    path,
    response,
    ...options,
  });

/** The path with its `{name}` parameters filled in, each encoded as one path segment. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(value);
  });
}

export type RouteBody<R> = R extends Route<infer B, z.ZodMiniType> ? B : never;
export type RouteResponse<R> = R extends Route<unknown, infer S> ? z.input<S> : never;
