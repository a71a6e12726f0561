/** Sign-in and session codes (spec 001 §8, passcode and login). */
export const sessionCodes = {
  invalidOtp: 'invalid_otp',
  invalidPasscode: 'invalid_passcode',
  accountLocked: 'account_locked',
  unknownPhone: 'unknown_phone',
  unauthorized: 'unauthorized',
} as const;
