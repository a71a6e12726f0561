/**
 * Money and amount codes (spec 000 §5). Choice: the spec names no key for the lot error, so the
 * code is amount_not_multiple_of_lot_size.
 */
export const moneyCodes = {
  notMultipleOfLotSize: 'amount_not_multiple_of_lot_size',
  /** (design) A whole amount the amount-input rule refuses (a CLI flag, a pasted value); the reason goes with it. */
  amountInputRefused: 'amount_input_refused',
} as const;
