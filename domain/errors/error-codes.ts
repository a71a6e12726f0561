/**
 * Stable error codes from the specification's catalogue (spec 000 §8, 001 §8). The UI's
 * message table is typed Record<ErrorCode, ...>, so a new code without a message fails to compile.
 */
export const ErrorCode = {
  insufficientBalance: 'button_insufficient_balance',
  belowMinLimit: 'web_trade_below_min_limit_label',
  aboveMaxLimit: 'web_trade_max_limit_label',
  quotationExpired: 'quotation_expired',
  quotationNotFound: 'quotation_not_found',
  quotationAlreadyUsed: 'quotation_already_used',
  notEnoughBalance: 'not_enough_balance',
  pairNotSupported: 'trading_pair_not_supported',
  invalidOtp: 'invalid_otp',
  invalidPasscode: 'invalid_passcode',
  accountLocked: 'account_locked',
  unknownPhone: 'unknown_phone',
  unauthorized: 'unauthorized',
  invalidParameter: 'invalid_parameter',
  failedToCreateQuotation: 'failed_to_create_quotation',
  transactionFailed: 'transaction_failed',
  requestTimeout: 'request_timeout',
  networkError: 'network_error',
  serverError: 'server_error',
  unexpectedResponse: 'unexpected_response',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const KNOWN = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (value: string): value is ErrorCode => KNOWN.has(value);
