import type { GooglePayEnvironment } from './pay-method-availability';

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
