import type * as z from 'zod/mini';
import type { ApiError, ApiResult } from '../../application/ports/api-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { readL10nError } from '../../domain/errors/l10n-error';
import { FETCH_RETRY_DELAY_MS, type RequestFailure } from '../../domain/errors/request-failure';
import { err, ok } from '../../domain/shared/result';
import { errorBody } from './schemas/common';
import type { RequestSigner } from '../crypto/request-signer';
import { identityHeaders, type RequestIdentity } from './request-identity';
import { fillPath, type HttpMethod, type Route, type RouteBody } from './routes/route';

/** Request timeout: 15000 ms in one environment, 35000 ms otherwise (spec 001 §9). */
export const DEFAULT_TIMEOUT_MS = 35_000;

export interface HttpClientOptions {
  /** Where the backend lives; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly identity: RequestIdentity;
  /** Waits in the injected scheduler's time, so timeouts and retries run in virtual time in tests. */
  readonly sleep: (ms: number, cancel?: AbortSignal) => Promise<void>;
  readonly timeoutMs?: number;
  /** Signs the bodies of routes marked signed (trades, transfers, passcode calls). */
  readonly signer?: RequestSigner;
  /** Told about every failed call (after its retry), so the general error rules can decide what to show. */
  readonly onFailure?: (failure: RequestFailure, request: { readonly method: HttpMethod; readonly path: string }) => void;
}

export interface CallOptions<Body> {
  readonly body?: Body;
  /** Repeated keys (`category_ids[]`) take a list. */
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  /** Values for the route's `{name}` path parameters. */
  readonly params?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  /** Aborts the request in flight (a poll the customer left, spec 001 §7 result_polling); an aborted call is neither retried nor reported. */
  readonly signal?: AbortSignal;
}

const TIMED_OUT = Symbol('timed out');

const isAborted = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;
/** Settles when the caller aborts (never without a signal): a wait it races ends early. */
const abortedOf = (signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => (isAborted(signal) ? resolve() : signal?.addEventListener('abort', () => resolve(), { once: true })));

/** How long a prefetched answer waits for the call it was made for (the hub's first screen asks within a second or two). */
export const PREFETCH_KEEP_MS = 10_000;

/** The one place where the general request behaviour of spec 000 §7-§8 and 001 §7-§8 lives. */
export class HttpClient {
  /** Answers of GETs started ahead of their call (prefetch), by URL: each taken once, by the first call for it. */
  private readonly prefetched = new Map<string, Promise<Response | undefined>>();

  constructor(private readonly options: HttpClientOptions) {}

  /**
   * Starts the GET of `path` (a route without parameters) now, for a call the app will make in a
   * moment: a hub page asks the account data beside the session check instead of one network step
   * after it (issue 18). The first call for the same URL within PREFETCH_KEEP_MS takes the answer
   * if it is a 200; anything else (a 401 before anyone signed in, a failure) is dropped unread and
   * the call goes to the network as it would have, so a prefetch never changes what a call sees.
   */
  prefetch(path: string): void {
    const key = this.url(path).href;
    if (this.prefetched.has(key)) return;
    const answer = this.options.fetch(key, this.init('GET', undefined, {}, new AbortController())).then(
      (response) => response,
      () => undefined,
    );
    this.prefetched.set(key, answer);
    void this.options.sleep(PREFETCH_KEEP_MS).then(() => {
      if (this.prefetched.get(key) === answer) this.prefetched.delete(key);
    });
  }

  /** The prefetched 200 for `url`, taken (undefined when there is none, or it was something else). */
  private async takePrefetched(url: string): Promise<Response | undefined> {
    const answer = this.prefetched.get(url);
    if (answer === undefined) return undefined;
    this.prefetched.delete(url);
    const response = await answer;
    return response?.status === 200 ? response : undefined;
  }

  private url(path: string): URL {
    return new URL(`${this.options.baseUrl}${path}`, baseForRelative());
  }

  private init(method: HttpMethod, body: string | undefined, signature: Readonly<Record<string, string>>, abort: AbortController): RequestInit {
    return {
      method,
      credentials: 'include',
      signal: abort.signal,
      headers: {
        accept: 'application/json',
        ...identityHeaders(this.options.identity),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...signature,
      },
      ...(body === undefined ? {} : { body }),
    };
  }

  /** A URL the backend gave (an icon), absolute: a path is on the backend's origin, which is the page's own when baseUrl is ''. */
  resolveUrl(url: string): string {
    return this.options.baseUrl === '' ? url : new URL(url, this.options.baseUrl).href;
  }

  async call<R extends Route<unknown, z.ZodMiniType>>(route: R, call: CallOptions<RouteBody<R>> = {}): Promise<ApiResult<z.output<R['response']>>> {
    const first = await this.attempt(route, call);
    if (first.ok || route.method !== 'GET' || !isRetryable(first.error)) return this.report(route, first);
    await Promise.race([this.options.sleep(FETCH_RETRY_DELAY_MS, call.signal), abortedOf(call.signal)]);
    if (isAborted(call.signal)) return err({ kind: 'aborted' });
    return this.report(route, await this.attempt(route, call));
  }

  private async attempt<R extends Route<unknown, z.ZodMiniType>>(route: R, call: CallOptions<RouteBody<R>>): Promise<ApiResult<z.output<R['response']>>> {
    if (isAborted(call.signal)) return err({ kind: 'aborted' });
    const url = this.url(fillPath(route.path, call.params));
    Object.entries(call.query ?? {}).forEach(([key, value]) =>
      (typeof value === 'string' ? [value] : value).forEach((item) => url.searchParams.append(key, item)),
    );
    const abort = new AbortController();
    const stop = (): void => abort.abort();
    call.signal?.addEventListener('abort', stop, { once: true });
    try {
      const result = await this.send(route, call, url, abort);
      return isAborted(call.signal) ? err({ kind: 'aborted' }) : result;
    } finally {
      call.signal?.removeEventListener('abort', stop);
    }
  }

  private async send<R extends Route<unknown, z.ZodMiniType>>(
    route: R,
    call: CallOptions<RouteBody<R>>,
    url: URL,
    abort: AbortController,
  ): Promise<ApiResult<z.output<R['response']>>> {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const signature = body !== undefined && route.signed === true && this.options.signer !== undefined ? await this.options.signer.headers(body) : {};
    const init = this.init(route.method, body, signature, abort);
    const prefetched = route.method === 'GET' ? await this.takePrefetched(url.href) : undefined;
    if (prefetched !== undefined) return this.read(route, prefetched);
    const settled = new AbortController();
    const timeout = this.options
      .sleep(call.timeoutMs ?? route.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, settled.signal)
      .then((): typeof TIMED_OUT => TIMED_OUT);
    let response: Response | typeof TIMED_OUT;
    try {
      response = await Promise.race([this.options.fetch(url, init), timeout]);
    } catch {
      return err({ kind: 'network' });
    } finally {
      settled.abort();
    }
    if (response === TIMED_OUT) {
      abort.abort();
      return err({ kind: 'timeout' });
    }
    return this.read(route, response);
  }

  private async read<R extends Route<unknown, z.ZodMiniType>>(route: R, response: Response): Promise<ApiResult<z.output<R['response']>>> {
    if (response.status === 401) return err({ kind: 'unauthorized' });
    // A server error is one whatever its body says: only a 200 (or 4xx) body that is not ok is a business error.
    if (response.status >= 500) return err({ kind: 'server', status: response.status });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return err(schemaError(route, '(body)', 'not JSON'));
    }
    const failure = errorBody.safeParse(body);
    if (failure.success) {
      const e = failure.data;
      if (e.error === 'unauthorized') return err({ kind: 'unauthorized' });
      return err({
        kind: 'business',
        code: e.error,
        message: e.error_message,
        l10n: readL10nError(e.l10n_error),
        meta: e.meta ?? {},
      });
    }
    const parsed = route.response.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return err(schemaError(route, issue?.path.join('.') ?? '', issue?.message ?? 'invalid'));
    }
    return ok(parsed.data as z.output<R['response']>);
  }

  private report<T>(route: Route<unknown, z.ZodMiniType>, result: ApiResult<T>): ApiResult<T> {
    if (!result.ok && result.error.kind !== 'aborted') this.options.onFailure?.(toRequestFailure(result.error), { method: route.method, path: route.path });
    return result;
  }
}

/** The general error rules' view of a failed call (domain/errors/request-failure.ts). */
function toRequestFailure(error: Exclude<ApiError, { readonly kind: 'aborted' }>): RequestFailure {
  switch (error.kind) {
    case 'timeout':
    case 'network':
      return { kind: error.kind };
    case 'unauthorized':
      return { kind: 'status', status: 401 };
    case 'server':
      return { kind: 'status', status: error.status };
    case 'business':
      return { kind: 'status', status: 200, body: { code: error.code, message: error.message, l10n: error.l10n, meta: error.meta } };
    case 'schema':
      return { kind: 'status', status: 200, body: { code: ErrorCode.unexpectedResponse } };
  }
}

const isRetryable = (error: ApiError): boolean => error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';

const schemaError = (route: Route<unknown, z.ZodMiniType>, field: string, issue: string): ApiError => ({
  kind: 'schema',
  path: `${route.method} ${route.path}`,
  field,
  issue,
});

const baseForRelative = (): string | undefined => (typeof location === 'undefined' ? undefined : location.origin);
