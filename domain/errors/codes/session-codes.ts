/** Sign-in and session codes (spec 001 §8, passcode and login). */
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
} as const;
