/**
 * Trading codes of the error catalogue (spec 000 §8: basket quote errors, Singapore card codes)
 * that the trading table does not already hold. not_enough_balance lives in trade-codes.ts.
 */
export const catalogueTradeCodes = {
  exceedUserDailyTradingLimit: 'exceed_user_daily_trading_limit',
  coolingOffRestriction: 'trade_feature_restriction_in_cooling_off_period',
  hitMaxThreshold: 'hit_max_threshold',
  hitMinThreshold: 'hit_min_threshold',
  rebalancingInProgress: 'rebalancing_is_in_progress',
  sgCreditCardNotSupported: 'sg_credit_card_crypto_not_supported',
  sgCreditCardNoLongerAvailable: 'sg_credit_card_no_longer_available_for_trading',
  sgCardNotSupportedToAddCard: 'pgw__sg_cc_not_supported_4_add_card',
  sgCreditCardNoLongerAvailableTips: 'sg_credit_card_no_longer_available_tips',
} as const;
