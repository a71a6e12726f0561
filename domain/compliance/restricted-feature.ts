import type { KycStatus } from '../kyc/kyc-status';

/** Where a restricted_feature error leads (spec 000 §6, 001 §6). */
export type RestrictedFeatureRoute = 'enhanced_due_diligence' | 'verification_modal';

/** The enhanced due diligence flow when the user is allowed it, otherwise the verification modal. */
export const restrictedFeatureRoute = (eddAllowed: boolean): RestrictedFeatureRoute => (eddAllowed ? 'enhanced_due_diligence' : 'verification_modal');

/**
 * Whether the customer may go through enhanced due diligence, from their KYC status (spec 001 §8).
 * Choice: EDD is for a customer who has a verified cash account whose features are restricted
 * (kyc_restricted): answering it can lift the restriction. Anyone not verified yet (setup needed,
 * pending, in review, rejected, or status unknown) is pointed to verification instead.
 */
export const isEddAllowed = (status: KycStatus | undefined): boolean => status === 'kyc_restricted';
