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
} as const;
