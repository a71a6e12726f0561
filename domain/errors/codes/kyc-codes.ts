/** Cash account setup and KYC codes (spec 001 §5 "Dynamic forms", §8). */
export const kycCodes = {
  invalidParameter: 'invalid_parameter',
  invalidAddressError: 'invalid_address_error',
  serverMessage: 'kyc_server_message',
  openBankingFailed: 'kyc_open_banking_failed',

  fieldRequired: 'transfer_deposit_alert_title_tag_is_required',
  fieldInvalid: 'kyc_form_field_invalid',
  fieldPatternMismatch: 'kyc_form_field_pattern_mismatch',
  otherTextInvalid: 'kyc_form_other_text_invalid',
  tooManySelections: 'kyc_form_too_many_selections',
  optionBlocked: 'kyc_form_option_blocked',
  integerRequired: 'kyc_form_integer_required',
  checkboxRequired: 'kyc_form_checkbox_required',
  unsupportedFieldType: 'kyc_form_unsupported_field_type',

  /** Compliance and cash-account codes of the catalogue (spec 000 §6, §8; 001 §6, §8 Cash account setup). */
  restrictedFeature: 'restricted_feature',
  manualRestrictedFeature: 'manual_restricted_feature',
  residentialAddressInvalid: 'residential_address_invalid_error',
  ssnUnmatch: 'ssn_unmatch_error',
  userAddressAlreadyExist: 'user_address_already_exist',
} as const;
