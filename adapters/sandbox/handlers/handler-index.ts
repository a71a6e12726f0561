import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'msw';
import { directRouteOf, type DirectRoute, isJsonAnswer, type JsonAnswer, jsonResponse } from './direct-route';
import { asFetchRequest, type DispatchedRequest, type SandboxRequest } from './sandbox-request';

interface Entry {
  readonly method: string | RegExp | undefined;
  /** The path's pattern (named groups for its parameters); undefined matches every path. */
  readonly pattern: RegExp | undefined;
  readonly resolve: (
    request: SandboxRequest | DispatchedRequest,
    params: Readonly<Record<string, string>>,
  ) => Response | JsonAnswer | undefined | Promise<Response | JsonAnswer | undefined>;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A path as the contract table (`{id}`) or msw (`*` prefix, `:id`) writes it, as an anchored pattern on the URL's path. */
function compilePath(path: string): RegExp | undefined {
  const bare = path.startsWith('*') ? path.slice(1) : path;
  if (bare === '' || bare === '/*') return undefined;
  const source = bare
    .split('/')
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1] ?? /^:(\w+)$/.exec(segment)?.[1];
      if (name !== undefined) return `(?<${name}>[^/]+)`;
      return segment === '*' ? '.*' : escape(segment);
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const fromDirect = (route: DirectRoute): Entry => ({
  method: route.method,
  pattern: route.path === undefined ? undefined : compilePath(route.path),
  resolve: route.resolve,
});

/** An msw handler of our own kind (method and string path) runs through msw's `run`, matched here first; anything else is always tried. */
function fromMsw(handler: RequestHandler): Entry {
  const info = handler.info as { readonly method?: unknown; readonly path?: unknown };
  const method = typeof info.method === 'string' ? (info.method === 'ALL' ? undefined : info.method) : info.method instanceof RegExp ? info.method : undefined;
  const pattern = typeof info.path === 'string' ? compilePath(info.path) : undefined;
  const unmatched = typeof info.path !== 'string';
  return {
    method: unmatched ? undefined : method,
    pattern,
    resolve: async (request) => (await handler.run({ request: asFetchRequest(request), requestId: randomUUID() }))?.response,
  };
}

/**
 * The sandbox's handlers, matched the way msw matches them (in order, the first answer wins, a
 * handler may pass) but with each route's method and path compiled once, and the sandbox's own
 * routes called directly: msw's getResponse compiled every handler's path and parsed the cookies
 * for each request, which cost more than the work of most calls (issue 18).
 */
export class HandlerIndex {
  private readonly entries: readonly Entry[];

  constructor(handlers: readonly RequestHandler[]) {
    this.entries = handlers.map((handler) => {
      const route = directRouteOf(handler);
      return route === undefined ? fromMsw(handler) : fromDirect(route);
    });
  }

  /** The first answer of a handler matching the request as a fetch Response, or undefined when none answers. */
  async respond(request: Request): Promise<Response | undefined> {
    const answer = await this.answer(request);
    return answer === undefined || !isJsonAnswer(answer) ? answer : jsonResponse(answer);
  }

  /** The first answer of a handler matching the request, a JSON one left as it is (the Node server writes it without a Response). */
  async answer(request: Request | DispatchedRequest): Promise<Response | JsonAnswer | undefined> {
    const pathname = pathOf(request.url);
    for (const entry of this.entries) {
      if (entry.method !== undefined && (typeof entry.method === 'string' ? entry.method !== request.method : !entry.method.test(request.method))) continue;
      let params: Readonly<Record<string, string>> = NO_PARAMS;
      if (entry.pattern !== undefined) {
        const match = entry.pattern.exec(pathname);
        if (match === null) continue;
        if (match.groups !== undefined) params = decodeParams(match.groups);
      }
      const answer = await entry.resolve(request, params);
      if (answer !== undefined) return answer;
    }
    return undefined;
  }
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** The path of an absolute URL, without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.search(/[?#]/);
  return end === -1 || end < start ? url.slice(start) : url.slice(start, end);
}

function decodeParams(groups: Readonly<Record<string, string | undefined>>): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups)) {
    try {
      out[name] = decodeURIComponent(value ?? '');
    } catch {
      out[name] = value ?? '';
    }
  }
  return out;
}
