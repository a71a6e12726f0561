import { type ErrorCode } from '../../domain/errors/error-codes';

/** Every catalogue code has a message; a new code without one does not compile. */
export const errorMessagesEn: Record<ErrorCode, string> = {
  button_insufficient_balance: 'Insufficient balance',
  web_trade_below_min_limit_label: 'The minimum is {min}',
  web_trade_max_limit_label: 'The maximum is {max}',
  quotation_expired: 'The price expired before you confirmed. Please try again.',
  quotation_not_found: 'This price is no longer available. Please try again.',
  quotation_already_used: 'This price has already been used.',
  not_enough_balance: 'You do not have enough balance for this trade.',
  trading_pair_not_supported: 'This trading pair is not supported right now. Please try later.',
  invalid_otp: 'Incorrect code. {remaining, plural, one {# attempt} other {# attempts}} left.',
  invalid_passcode: 'Incorrect passcode. {remaining, plural, one {# attempt} other {# attempts}} left.',
  account_locked: 'Too many attempts. Your account is locked for {minutes} minutes.',
  unknown_phone: 'We could not find an account for this phone number.',
  unauthorized: 'Your session has expired. Log in to continue.',
  invalid_parameter: 'Some information is missing or invalid.',
  failed_to_create_quotation: 'Failed to create a quotation. Please try later.',
  transaction_failed: 'Transaction failed.',
  request_timeout: 'The request has timed out.',
  network_error: 'Network error. Check your connection.',
  server_error: 'An error occurred.',
  unexpected_response: 'Something went wrong. Please try again.',
};
