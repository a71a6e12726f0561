/**
 * The KYC statuses the server reports for a customer (spec 001 §8, "Passcode and login": the
 * onboarding banner's statuses fiat_wallet_setup_needed, terms_accept_needed, kyc_pending,
 * kyc_pending_review, kyc_rejected, kyc_approved, kyc_restricted).
 */
export const KYC_STATUSES = [
  'fiat_wallet_setup_needed',
  'terms_accept_needed',
  'kyc_pending',
  'kyc_pending_review',
  'kyc_rejected',
  'kyc_approved',
  'kyc_restricted',
] as const;

export type KycStatus = (typeof KYC_STATUSES)[number];
