/** Where a restricted_feature error leads (spec 000 §6, 001 §6). */
export type RestrictedFeatureRoute = 'enhanced_due_diligence' | 'verification_modal';

/** The enhanced due diligence flow when the user is allowed it, otherwise the verification modal. */
export const restrictedFeatureRoute = (eddAllowed: boolean): RestrictedFeatureRoute =>
  eddAllowed ? 'enhanced_due_diligence' : 'verification_modal';
