/** The verification state is asked for the wallet app (spec 001 §7, product=wallet_app). */
export const VERIFICATION_PRODUCT = 'wallet_app';
/** The three providers the web client supports (spec 001 §7). Choice: Onfido, Singpass MyInfo and a manual document upload. */
export const VERIFICATION_PROVIDERS = ['onfido', 'singpass_myinfo', 'manual_upload'] as const;
/** The web-view token's scope for KYC document submission (spec 001 §7). Choice: its name. */
export const KYC_DOCUMENT_SCOPE = 'kyc_document_submission';
