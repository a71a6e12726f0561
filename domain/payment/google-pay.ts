/** Spec 000 §9: card networks offered in the Google Pay sheet. */
export const GOOGLE_PAY_NETWORKS = ['MASTERCARD', 'VISA'] as const;

/**
 * Spec 000 §9: authentication methods. The spec writes '{product}GRAM_3DS'; with {product} read
 * as 'crypto' that is Google's CRYPTOGRAM_3DS, used as such.
 */
export const GOOGLE_PAY_AUTH_METHODS = ['PAN_ONLY', 'CRYPTOGRAM_3DS'] as const;

export type GooglePayEnvironmentName = 'PRODUCTION' | 'TEST';

/** Spec 000 §9: production when live, else Google's test environment. */
export const googlePayEnvironment = (isLive: boolean): GooglePayEnvironmentName => (isLive ? 'PRODUCTION' : 'TEST');
