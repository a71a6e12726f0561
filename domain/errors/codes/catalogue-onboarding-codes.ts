/**
 * Onboarding codes (spec 000 §4, first-action guide). Choice: the spec names no code for "the user
 * already did the first transaction", so the catalogue uses already_did_first_transaction.
 */
export const catalogueOnboardingCodes = {
  firstTransactionAlreadyDone: 'already_did_first_transaction',
} as const;
