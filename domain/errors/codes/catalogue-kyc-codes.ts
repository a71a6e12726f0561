/**
 * Compliance and cash-account codes of the error catalogue (spec 000 §6, §8; 001 §6, §8 Cash account
 * setup). invalid_parameter and invalid_address_error live in kyc-codes.ts.
 */
export const catalogueKycCodes = {
  restrictedFeature: 'restricted_feature',
  manualRestrictedFeature: 'manual_restricted_feature',
  residentialAddressInvalid: 'residential_address_invalid_error',
  ssnUnmatch: 'ssn_unmatch_error',
  userAddressAlreadyExist: 'user_address_already_exist',
} as const;
