/** Cash account setup and KYC codes (spec 001 §8). */
export const kycCodes = {
  invalidParameter: 'invalid_parameter',
} as const;
