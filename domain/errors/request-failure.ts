import { CATALOGUE_FALLBACKS, ERROR_CATALOGUE, isCatalogued } from './error-catalogue';
import { ErrorCode } from './error-codes';
import { toNotice } from './error-notice';
import type { ErrorNotice } from './error-presentation';
import { l10nTexts, type LocalizedMessage } from './l10n-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the server said in an error body (or a 200 body that says not ok). */
export interface ErrorBody {
  readonly code?: string | undefined;
  readonly message?: string | undefined;
  readonly l10n?: LocalizedMessage | undefined;
  /** The error's meta, e.g. a passcode failure's lock (spec 001 §3). */
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
}

/** Why a request failed, as the general error handler sees it. */
export type RequestFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  /** A non-2xx status, or a 200 whose body says not ok (status 200), with the body if any. */
  | { readonly kind: 'status'; readonly status: number; readonly body?: ErrorBody | undefined };

export interface RequestContext {
  readonly method: HttpMethod;
  /** A call to a private (signed-in) path. */
  readonly privateCall: boolean;
  /** A call to a knock-out proxy path, where body code 'unauthorized' also means signed out (spec 001 §6). */
  readonly knockOutCall: boolean;
  /** The 500+ 'an error occurred' alert is switched on. */
  readonly serverErrorNoticeEnabled: boolean;
  /** A 'request has timed out' toast is on screen now. */
  readonly timeoutNoticeShowing: boolean;
}

/** What the general handler does: show a notice, start the session-expired flow, or nothing. */
export type RequestFailureOutcome =
  { readonly kind: 'notify'; readonly notice: ErrorNotice } | { readonly kind: 'session_expired' } | { readonly kind: 'silent' };

const SILENT: RequestFailureOutcome = { kind: 'silent' };
const notify = (notice: ErrorNotice): RequestFailureOutcome => ({ kind: 'notify', notice });

/** 401, or body code unauthorized on a knock-out call, means the session is unauthorized (spec 001 §6). */
export const isUnauthorized = (failure: RequestFailure, context: Pick<RequestContext, 'knockOutCall'>): boolean =>
  failure.kind === 'status' && (failure.status === 401 || (context.knockOutCall && failure.body?.code === ErrorCode.unauthorized));

/**
 * The general request-failure rules (spec 000 §8, 001 §8):
 * - timeout: a 'request has timed out' toast, one at a time (nothing while one is showing);
 * - network error: alert with network title and check-network message;
 * - unauthorized on a private call: the session-expired flow (see session/session-expiry.ts);
 * - status 500+: 'an error occurred' only for GET and only when enabled;
 * - an error body on GET: the server l10n_error as title and message, else the catalogued code's
 *   row, else a generic 'something went wrong'.
 * Choice: every other failure of a non-GET request is silent here: its flow resolves it
 * (quote-error.ts, flow-error.ts), which is how "non-GET server errors don't notify" is read.
 */
export function resolveRequestFailure(failure: RequestFailure, context: RequestContext): RequestFailureOutcome {
  switch (failure.kind) {
    case 'timeout':
      return context.timeoutNoticeShowing ? SILENT : notify(toNotice(ErrorCode.requestTimeout, ERROR_CATALOGUE[ErrorCode.requestTimeout]));
    case 'network':
      return notify(toNotice(ErrorCode.networkError, ERROR_CATALOGUE[ErrorCode.networkError]));
    case 'status': {
      if (isUnauthorized(failure, context)) return context.privateCall ? { kind: 'session_expired' } : SILENT;
      if (context.method !== 'GET') return SILENT;
      if (failure.status >= 500) {
        return context.serverErrorNoticeEnabled ? notify(toNotice(ErrorCode.serverError, ERROR_CATALOGUE[ErrorCode.serverError])) : SILENT;
      }
      return notify(resolveServerError(failure.body ?? {}));
    }
  }
}

/** A server error body (or a 200 body saying not ok): l10n_error first, then the catalogued code, else 'something went wrong'. */
export function resolveServerError(body: ErrorBody): ErrorNotice {
  const code = body.code ?? ErrorCode.unexpectedResponse;
  if (body.l10n !== undefined) {
    const texts = l10nTexts(body.l10n);
    return { code, action: 'dialog', title: texts.title, message: texts.message, extras: [] };
  }
  if (body.code !== undefined && isCatalogued(body.code)) {
    return toNotice(body.code, ERROR_CATALOGUE[body.code], { serverMessage: body.message });
  }
  return toNotice(code, CATALOGUE_FALLBACKS.server_body);
}

/** A failed GET is retried once, after 5 s (spec 000 §8; 001 §8, §9: retry count 1, interval 5000 ms). */
export const FETCH_RETRY_DELAY_MS = 5_000;
