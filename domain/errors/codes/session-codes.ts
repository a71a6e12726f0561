/** Sign-in, session and onboarding codes (spec 001 §8, passcode and login; §7 referral, Pay ID and user config). */
export const sessionCodes = {
  invalidOtp: 'invalid_otp',
  invalidPasscode: 'invalid_passcode',
  accountLocked: 'account_locked',
  unknownPhone: 'unknown_phone',
  unauthorized: 'unauthorized',
  invalidDsa: 'invalid_dsa',
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  riskRejectedLogin: 'risk_rejected_login',
  authRestricted: 'auth_restricted',
  /** Sandbox and server refusals the spec does not name (design): sign-in with no passcode set yet, a number held by another account. */
  passcodeNotSet: 'passcode_not_set',
  phoneAlreadyUsed: 'phone_already_used',
  /** Design: a new passcode anyone would guess (domain/session/passcode.ts isGuessablePasscode). */
  passcodeTooSimple: 'passcode_too_simple',
  /** Design: a new device signing key, or a passkey, needs the passcode. */
  passcodeRequired: 'passcode_required',
  /** Design: a passkey the server does not know, or whose assertion does not verify. */
  passkeyNotRecognised: 'passkey_not_recognised',
  /** Design: the email step's address is not an email address. */
  invalidEmail: 'invalid_email',

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
