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

/** A cash account counts as set up when its state is 'created'; any other state needs set-up (spec 001 §4). */
export const isCashAccountSetUp = (state: string): boolean => state === 'created';

export const needsCashAccountSetup = (state: string | undefined): boolean => state === undefined || !isCashAccountSetUp(state);

/** The verification state is asked for the wallet app (spec 001 §7, product=wallet_app). */
export const VERIFICATION_PRODUCT = 'wallet_app';
/** The three providers the web client supports (spec 001 §7). Choice: Onfido, Singpass MyInfo and a manual document upload. */
export const VERIFICATION_PROVIDERS = ['onfido', 'singpass_myinfo', 'manual_upload'] as const;
/** The web-view token's scope for KYC document submission (spec 001 §7). Choice: its name. */
export const KYC_DOCUMENT_SCOPE = 'kyc_document_submission';
