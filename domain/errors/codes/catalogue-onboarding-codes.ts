/**
 * Onboarding codes (spec 000 §4, first-action guide). Choice: the spec names no code for "the user
 * already did the first transaction", so the catalogue uses already_did_first_transaction.
 */
export const catalogueOnboardingCodes = {
  firstTransactionAlreadyDone: 'already_did_first_transaction',
  /** Referral, Pay ID and user config refusals (spec 001 §7 calls; codes not named by the spec: design). */
  invalidReferralCode: 'invalid_referral_code',
  referralCodeRestricted: 'referral_code_restricted',
  referralAlreadyClaimed: 'referral_already_claimed',
  payIdNotEligible: 'pay_id_not_eligible',
  payIdInvalid: 'pay_id_invalid',
  payIdTaken: 'pay_id_taken',
  payIdAlreadyCreated: 'pay_id_already_created',
  payIdNotFound: 'pay_id_not_found',
  paymentCurrencyNotSupported: 'payment_currency_not_supported',
} as const;
