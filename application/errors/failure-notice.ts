import { resolveTradeFailure } from '../../domain/errors/card-error';
import { ERROR_CATALOGUE } from '../../domain/errors/error-catalogue';
import { ErrorCode } from '../../domain/errors/error-codes';
import { toNotice } from '../../domain/errors/error-notice';
import type { ErrorNotice } from '../../domain/errors/error-presentation';
import { resolveQuoteError } from '../../domain/errors/quote-error';
import type { ApiError } from '../ports/api-error';

const TRANSPORT_CODES = {
  timeout: ErrorCode.requestTimeout,
  network: ErrorCode.networkError,
  aborted: ErrorCode.networkError,
  server: ErrorCode.serverError,
  unauthorized: ErrorCode.unauthorized,
  schema: ErrorCode.unexpectedResponse,
} as const satisfies Record<Exclude<ApiError['kind'], 'business'>, ErrorCode>;

/** The catalogue code of a failure that is not the server's business answer (spec 001 §8 general request failures). */
export const transportErrorCode = (kind: Exclude<ApiError['kind'], 'business'>): (typeof TRANSPORT_CODES)[keyof typeof TRANSPORT_CODES] =>
  TRANSPORT_CODES[kind];

/** A failure that is not the server's business answer, as the catalogue shows it. */
function transportNotice(error: Exclude<ApiError, { kind: 'business' }>): ErrorNotice {
  const code = transportErrorCode(error.kind);
  return toNotice(code, ERROR_CATALOGUE[code]);
}

/** What a failed quotation shows (spec 000 §8): the quote-error rules of the domain. */
export function quoteFailureNotice(error: ApiError, basket = false): ErrorNotice {
  if (error.kind !== 'business') return transportNotice(error);
  return resolveQuoteError(error.code, { basket, serverMessage: error.message });
}

/** What a failed trade confirmation shows (spec 000 §8): 'purchase failed', or card-not-supported. */
export function tradeFailureNotice(error: ApiError): ErrorNotice {
  if (error.kind !== 'business') return transportNotice(error);
  return resolveTradeFailure(error.code);
}
