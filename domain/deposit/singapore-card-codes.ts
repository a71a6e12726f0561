/**
 * Card error codes that mean a Singapore-issued card is not supported (spec 001 §8, 000 §4),
 * with {product} = crypto.
 */
export const SINGAPORE_CARD_NOT_SUPPORTED_CODES: readonly string[] = [
  'sg_credit_card_crypto_not_supported',
  'sg_credit_card_no_longer_available_for_trading',
  'pgw__sg_cc_not_supported_4_add_card',
];

export const isSingaporeCardNotSupported = (code: string | undefined): boolean => code !== undefined && SINGAPORE_CARD_NOT_SUPPORTED_CODES.includes(code);
