/** Trading codes (spec 000 §5, §8). Add a trading code here; error-codes.ts merges every area. */
export const tradeCodes = {
  insufficientBalance: 'button_insufficient_balance',
  belowMinLimit: 'web_trade_below_min_limit_label',
  aboveMaxLimit: 'web_trade_max_limit_label',
  quotationExpired: 'quotation_expired',
  quotationNotFound: 'quotation_not_found',
  quotationAlreadyUsed: 'quotation_already_used',
  notEnoughBalance: 'not_enough_balance',
  pairNotSupported: 'trading_pair_not_supported',
  failedToCreateQuotation: 'failed_to_create_quotation',
  transactionFailed: 'transaction_failed',
  /** Spec 000 §5: a basket buy or sell amount not above its minimum ('below minimum' with the minimum). */
  basketBelowMinimum: 'basket_below_minimum',
  /** Spec 000 §4, §8: a delisted or disabled basket blocks buying ('basket delisted' dialog). */
  basketDelisted: 'basket_delisted',
  /** Spec 000 §5: amount plus the rolling 7-day total above the Apple Pay weekly limit. */
  applePayWeeklyLimitExceeded: 'apple_pay_weekly_limit_exceeded',
  /** Spec 000 §5: amount plus the rolling 7-day total above the credit card weekly limit. */
  creditCardWeeklyLimitExceeded: 'credit_card_weekly_limit_exceeded',
  /** Spec 000 §5: Google Pay checks the credit card numbers but has its own message. */
  googlePayWeeklyLimitExceeded: 'google_pay_weekly_limit_exceeded',
  /** Spec 000 §5: an expired saved card is shown but not selectable. */
  paymentCardExpired: 'payment_card_expired',
  /** Choice: a card, Apple Pay or Google Pay purchase id that is unknown to the customer (spec 000 §7 token calls). */
  purchaseNotFound: 'purchase_not_found',
  /**
   * Choice: the check before a card, Apple Pay or Google Pay purchase found that the session does
   * not trust this device's signing key (spec 000 §4, 001 §6 device or verification step).
   */
  deviceNotTrusted: 'device_not_trusted',
  /** Choice: a fetched trade transaction id that is unknown to the customer (spec 000 §7 fetch transaction). */
  transactionNotFound: 'transaction_not_found',
  /** (design) Spec 000 §4: paying from, or selling into, a cash account that is not set up needs its setup first. */
  walletSetupRequired: 'wallet_setup_required',
  /** (design) Spec 000 §4: a cash account with a zero balance cannot pay; the widget prompts a deposit. */
  walletDepositRequired: 'wallet_deposit_required',
  /**
   * (design) A card, Apple Pay or Google Pay purchase whose payment page must be completed in a
   * browser: a headless client (the CLI) completes the sandbox gateway's page, never a real issuer's.
   */
  purchaseNeedsBrowser: 'purchase_needs_browser',
  /** (design) The customer cancelled the wallet sheet or closed the payment page: nothing was charged. */
  purchaseCancelled: 'purchase_cancelled',
  /**
   * (design) Spec 000 §4: a basket buy is confirmed only with the terms checkbox ticked; a headless
   * client (the CLI's `basket buy` without --accept-terms) is refused with this code.
   */
  basketTermsNotAccepted: 'basket_terms_not_accepted',

  /** Catalogue codes (spec 000 §8): the daily limit, cooling-off, basket quote thresholds and rebalancing, the Singapore card codes. */
  exceedUserDailyTradingLimit: 'exceed_user_daily_trading_limit',
  coolingOffRestriction: 'trade_feature_restriction_in_cooling_off_period',
  hitMaxThreshold: 'hit_max_threshold',
  hitMinThreshold: 'hit_min_threshold',
  rebalancingInProgress: 'rebalancing_is_in_progress',
  sgCreditCardNotSupported: 'sg_credit_card_crypto_not_supported',
  sgCreditCardNoLongerAvailable: 'sg_credit_card_no_longer_available_for_trading',
  sgCardNotSupportedToAddCard: 'pgw__sg_cc_not_supported_4_add_card',
  sgCreditCardNoLongerAvailableTips: 'sg_credit_card_no_longer_available_tips',

  /** Amount codes (spec 000 §5). Choice: the spec names no key for the lot error, so the code is amount_not_multiple_of_lot_size. */
  notMultipleOfLotSize: 'amount_not_multiple_of_lot_size',
  /** (design) A whole amount the amount-input rule refuses (a CLI flag, a pasted value); the reason goes with it. */
  amountInputRefused: 'amount_input_refused',

  /** Coins and favourites (spec 001 §7). Choice: the spec names no code for a coin id or symbol the exchange does not list: coin_not_found. */
  coinNotFound: 'coin_not_found',
} as const;
