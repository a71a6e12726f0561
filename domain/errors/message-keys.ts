/**
 * Translation keys the error catalogue points at. Where the spec names a key (web_login_invalid_dsa,
 * error_default_title, button_insufficient_balance) it is used as given.
 * Choice: every other key is a snake_case key of our own, prefixed web_error_ / web_session_.
 * The UI's text table can be typed Record<MessageKey, string> so a key without text does not compile.
 */
export const MessageKey = {
  defaultTitle: 'error_default_title',
  somethingWentWrong: 'web_error_something_went_wrong',
  tryLater: 'web_error_try_later',
  tryAgainLater: 'web_error_try_again_later',

  insufficientBalance: 'button_insufficient_balance',
  dailyTradingLimitTitle: 'web_error_daily_trading_limit_title',
  coolingOffTitle: 'web_error_cooling_off_title',
  coolingOffMessage: 'web_error_cooling_off_message',
  verificationRequiredTitle: 'web_error_verification_required_title',
  verificationRequiredMessage: 'web_error_verification_required_message',
  basketCoinOverMaximum: 'web_error_basket_coin_over_maximum',
  basketTokenUnderMinimum: 'web_error_basket_token_under_minimum',
  rebalancingInProgressTitle: 'web_error_rebalancing_in_progress_title',
  basketQuoteDefaultMessage: 'web_error_basket_quote_default_message',
  failedToCreateQuotationTitle: 'web_error_failed_to_create_quotation_title',
  tradingPairNotSupported: 'web_error_trading_pair_not_supported',
  purchaseFailedTitle: 'web_error_purchase_failed_title',
  transactionFailed: 'web_error_transaction_failed',
  cardNotSupportedTitle: 'web_error_card_not_supported_title',
  cardNotSupportedMessage: 'web_error_card_not_supported_message',
  cardNoLongerAvailableTip: 'web_error_card_no_longer_available_tip',
  invalidCardInformation: 'web_error_invalid_card_information',
  deviceNotTrustedTitle: 'web_error_device_not_trusted_title',
  deviceNotTrustedMessage: 'web_error_device_not_trusted_message',

  relinkTitle: 'web_error_relink_bank_title',
  relinkMessage: 'web_error_relink_bank_message',
  depositInsufficientBalanceTitle: 'web_error_deposit_insufficient_balance_title',
  depositInsufficientBalanceMessage: 'web_error_deposit_insufficient_balance_message',
  outstandingBalance: 'web_error_outstanding_balance',
  emailCooldown: 'web_error_email_cooldown',
  reachedMaximumAttempts: 'web_error_reached_maximum_attempts',
  emailSendFailed: 'web_error_email_send_failed',
  tooManyFailAttempts: 'web_error_too_many_fail_attempts',
  openBankingFlowError: 'web_error_open_banking_flow',
  /** The server's l10n title keys of an unsettled bank account's delete refusal (spec 001 §8: shown as the server sends them). */
  pendingDepositNotSettledTitle: 'pending_deposit_not_settled_error_title',
  pendingWithdrawalNotSettledTitle: 'pending_withdrawal_not_settled_error_title',

  missingInformation: 'web_error_missing_information',
  invalidAddress: 'web_error_invalid_address',
  verificationUnsuccessful: 'web_error_verification_unsuccessful',
  continueOnApp: 'web_error_continue_on_app',
  cashAccountRestricted: 'web_error_cash_account_restricted',

  invalidSignature: 'web_login_invalid_dsa',
  invalidPasscode: 'web_error_invalid_passcode',
  invalidOtp: 'web_error_invalid_otp',
  accountLocked: 'web_error_account_locked',
  unknownPhone: 'web_error_unknown_phone',
  loginExpired: 'web_error_login_expired',
  riskRejectedLogin: 'web_error_risk_rejected_login',
  authRestricted: 'web_error_auth_restricted',
  firstTransactionAlreadyDone: 'web_error_first_transaction_already_done',
  claimFailed: 'web_error_claim_failed',

  requestTimedOut: 'web_error_request_timed_out',
  networkErrorTitle: 'web_error_network_title',
  checkNetwork: 'web_error_check_network',
  anErrorOccurred: 'web_error_an_error_occurred',
  sessionExpired: 'web_session_expired',
  logInToContinue: 'web_session_log_in_to_continue',
} as const;

export type MessageKey = (typeof MessageKey)[keyof typeof MessageKey];
