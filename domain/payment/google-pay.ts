import type { GooglePayEnvironment } from './pay-method';

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

/** The browser facts Google Pay's availability needs (spec 000 §5: Chrome, not Edge). */
export type BrowserBrand = Pick<GooglePayEnvironment, 'isChrome' | 'isEdge'>;

/**
 * Reads a user agent string: Chrome by its Chrome/, HeadlessChrome/ or (iOS) CriOS/ token; Edge
 * by Edg/, EdgA/, EdgiOS/ or the legacy Edge/ token, since Chromium-based Edge also says Chrome.
 * Choice: other Chromium browsers that say Chrome (Opera, Brave) count as Chrome.
 */
export function browserBrand(userAgent: string): BrowserBrand {
  return {
    isChrome: /(?:^|[\s(])(?:HeadlessChrome|Chrome|CriOS)\/\d/.test(userAgent),
    isEdge: /(?:^|[\s(])(?:Edg|EdgA|EdgiOS|Edge)\/\d/.test(userAgent),
  };
}
