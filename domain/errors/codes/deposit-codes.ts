/**
 * Deposit, top-up, card and PayPal codes (spec 001 §5, §8). Server codes keep the server's
 * spelling; codes the client chooses are prefixed with their area so they never collide.
 */
export const depositCodes = {
  noDepositMethodFound: 'no_deposit_method_found',
  vibanNotEligible: 'deposit_viban_not_eligible',
  /** (design) Spec 001 §4: personal information is required for fiat_deposit (the modal opens instead). */
  personalInformationRequired: 'deposit_personal_information_required',

  pullNoBankAccount: 'pull_deposit_no_bank_account',
  pullAmountEmpty: 'pull_deposit_amount_empty',
  pullDailyCountReached: 'pull_deposit_daily_count_reached',
  pullMonthlyCountReached: 'pull_deposit_monthly_count_reached',
  pullBelowMinimum: 'pull_deposit_below_minimum',
  pullAboveMaximum: 'pull_deposit_above_maximum',
  pullExceedsDailyQuota: 'pull_deposit_exceeds_daily_quota',
  pullExceedsMonthlyQuota: 'pull_deposit_exceeds_monthly_quota',
  bankAccountPendingNotDeletable: 'bank_account_pending_not_deletable',
  insufficientBalanceError: 'insufficient_balance_error',
  accountLinkFailError: 'account_link_fail_error',
  outstandingBalanceError: 'deposit_not_allow_with_outstanding_balance_error',
  pullConfirmFailed: 'pull_deposit_confirm_failed',

  topUpAmountEmpty: 'top_up_amount_empty',
  topUpMethodMissing: 'top_up_method_missing',
  topUpBelowMinimum: 'top_up_below_minimum',
  topUpAboveMaximum: 'top_up_above_maximum',
  topUpExceedsMonthlyLimit: 'top_up_exceeds_monthly_limit',
  topUpFeeAgreementRequired: 'top_up_fee_agreement_required',
  topUpAttestationRequired: 'top_up_debit_card_attestation_required',
  topUpPasscodeRequired: 'top_up_passcode_required',
  topUpDebitCardLimitReached: 'top_up_debit_card_limit_reached',
  topUpFailed: 'top_up_failed',
  /**
   * (design) The card issuer's 3-D Secure page must be completed in a browser: a headless client
   * (the CLI) can complete the sandbox gateway's page, never a real issuer's.
   */
  topUpAuthenticationNeedsBrowser: 'top_up_authentication_needs_browser',

  cardNotSupported: 'card_not_supported',
  cardTryAgainLater: 'card_try_again_later',
  invalidCardInformation: 'invalid_card_information',

  /** Sandbox server codes (design): unknown or foreign saved card / PayPal account id. */
  cardNotFound: 'credit_card_not_found',
  /** Spec 001 §5: only credit cards can be deleted (design code for the server's refusal). */
  cardNotDeletable: 'credit_card_not_deletable',
  topUpOrderNotFound: 'fiat_wallet_top_up_order_not_found',
  /** A top-up order executes at most once; a completed or failed order cannot be confirmed again. */
  topUpOrderAlreadyProcessed: 'fiat_wallet_top_up_order_already_processed',
  topUpCurrencyNotSupported: 'fiat_wallet_top_up_currency_not_supported',
  fiatTransactionNotFound: 'fiat_wallet_transaction_not_found',

  paypalAccountNotApproved: 'paypal_account_not_approved',
  paypalLinkFailed: 'paypal_link_failed',
  /** (design) No PayPal sign-in window in this environment (no payment gateway configured). */
  paypalLoginUnavailable: 'paypal_login_unavailable',

  /** (design) A deposit request needs an amount above zero. */
  depositRequestAmountEmpty: 'deposit_request_amount_empty',
  /** (design) The bank's authorisation page is not on an allowed origin (spec 001 §2: only allowed redirects are followed). */
  depositRequestRedirectRefused: 'deposit_request_redirect_not_allowed',
  /**
   * (design) The bank's authorisation page must be completed in a browser: a headless client (the
   * CLI) can complete the sandbox gateway's bank page, never a real bank's.
   */
  depositRequestNeedsBrowser: 'deposit_request_authorisation_needs_browser',
  /** (design) The bank declined the deposit request, or the customer cancelled it there: nothing moved. */
  depositRequestNotAuthorised: 'deposit_request_not_authorised',
  /** (design) The bank link cannot open here (no payment gateway configured), or its page failed. */
  bankLinkUnavailable: 'bank_link_unavailable',
  tooManyFailAttempts: 'too_many_fail_attempts_error',

  referenceNumberTooLong: 'reference_number_exceeds_max_length',
  referenceNumberTooShort: 'reference_number_too_short',
  referenceAttemptsUsedUp: 'reference_number_daily_attempts_used_up',
  cooldownPeriodHasNotPassed: 'cooldown_period_has_not_passed',
  reachedMaximumAttempts: 'reached_maximum_attempts',
  bankInfoEmailFailed: 'bank_info_email_failed',
  vendorRetrievalFailed: 'deposit_vendor_retrieval_failed',

  /** Sandbox and server refusals of deposit orders and bank accounts (spec 001 §7; codes the spec does not name). */
  depositOrderNotFound: 'deposit_order_not_found',
  depositOrderClosed: 'deposit_order_closed',
  depositNetworkNotAvailable: 'deposit_network_not_available',
  bankAccountNotFound: 'bank_account_not_found',
  referenceNumberNotFound: 'reference_number_not_found',

  /** Catalogue codes (spec 001 §8, Deposit): a pending deposit or withdrawal blocks deleting a bank account. */
  pendingDepositNotSettled: 'pending_deposit_not_settled_error',
  pendingWithdrawalNotSettled: 'pending_withdrawal_not_settled_error',
} as const;
