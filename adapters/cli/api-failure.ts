import type { ApiError } from '../../application/ports/api-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { MessageKey } from '../../domain/errors/message-keys';
import { readPasscodeFailure } from '../../domain/session/passcode';
import { CliFailed } from './cli-failure';
import type { CliMessages } from './output/cli-messages';

/** An aborted call only reaches here if a command aborts one: it is reported as the network failure it looks like. */
const TRANSPORT_CODES = {
  timeout: 'request_timeout',
  network: 'network_error',
  aborted: 'network_error',
  server: 'server_error',
  schema: 'unexpected_response',
} as const;

const stringParams = (meta: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(meta).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])));

/**
 * A failed backend call as the CLI reports it: a business refusal (exit 1) with the catalogue's
 * code and message; unauthorized as the business error `unauthorized` (log in again); a timeout,
 * network failure, server error or contract mismatch as a transport failure (exit 3).
 */
export function apiFailure(error: ApiError, messages: CliMessages): CliFailed {
  if (error.kind === 'business') {
    const params = stringParams(error.meta);
    const message = error.message ?? businessText(error.code, error.meta, params, messages);
    return new CliFailed({ kind: 'business', code: error.code, message_key: messages.keyOf(error.code), message, params });
  }
  if (error.kind === 'unauthorized') {
    return new CliFailed({ kind: 'business', code: 'unauthorized', message_key: 'unauthorized', message: messages.text('unauthorized'), params: {} });
  }
  const code = TRANSPORT_CODES[error.kind];
  const params: Record<string, string> =
    error.kind === 'server' ? { status: String(error.status) } : error.kind === 'schema' ? { path: error.path, field: error.field, issue: error.issue } : {};
  const detail = error.kind === 'schema' ? ` (${error.path}: ${error.field} ${error.issue})` : error.kind === 'server' ? ` (HTTP ${String(error.status)})` : '';
  return new CliFailed({ kind: 'transport', code, message_key: messages.keyOf(code), message: `${messages.text(code)}${detail}`, params });
}

/**
 * The catalogue's text of a business refusal; a refused passcode counts its attempts left and a
 * locked account its minutes (domain readPasscodeFailure), or without them says the shorter text.
 */
function businessText(code: string, meta: Readonly<Record<string, unknown>>, params: Record<string, string>, messages: CliMessages): string {
  const { remainingAttempts, lockMinutes } = readPasscodeFailure(meta);
  if (code === ErrorCode.invalidPasscode)
    return remainingAttempts === undefined ? messages.text(MessageKey.invalidPasscode) : messages.text(code, { remaining: String(remainingAttempts) });
  if (code === ErrorCode.accountLocked)
    return lockMinutes === undefined ? messages.text(MessageKey.accountLocked) : messages.text(code, { minutes: String(lockMinutes) });
  return messages.text(code, params);
}

/** A domain refusal (validation) with its catalogue code and values. */
export function ruleFailure(code: string, params: Readonly<Record<string, string>>, messages: CliMessages): CliFailed {
  return new CliFailed({ kind: 'business', code, message_key: messages.keyOf(code), message: messages.text(code, params), params });
}
