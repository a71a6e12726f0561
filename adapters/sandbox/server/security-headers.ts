import { randomBytes } from 'node:crypto';

/** A Content-Security-Policy as directive -> sources. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** The header value: `name source source; name ...`. */
export const cspValue = (directives: CspDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** A fresh nonce for one response (128 random bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * Headers every sandbox response carries, on the app's origin and the gateway's. They are all a
 * script, stylesheet or image needs: a document's policy (CSP, framing, permissions, COOP) acts
 * only on the document it comes with, so the app's files go without it (some 600 bytes less on
 * each of the first screen's two dozen files).
 */
export const HARDENING: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // Not no-referrer: Chromium then sends `Origin: null` with same-origin form posts, which the gateway refuses.
  'referrer-policy': 'same-origin',
};

/**
 * The API's answers (JSON, event streams): the hardening headers and a policy that lets a JSON
 * body do nothing if a browser ever renders it (OWASP's REST advice); the same object every time,
 * since nothing in them changes per answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...HARDENING,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
});

export interface AppSecurityOptions {
  /** Origin of the payment gateway pages, the only origin the app may frame. */
  readonly gatewayOrigin: string | undefined;
  /** Origins the app calls besides its own (an API base URL on another origin). */
  readonly apiOrigins?: readonly string[];
}

/**
 * The app's policy: scripts only from its own origin, no plugins, no <base>, never framed,
 * frames only from the payment gateway, calls only to the API. Styles: the bundle's stylesheet,
 * plus <style> elements carrying this response's nonce (radix's scroll lock injects one through
 * react-style-singleton, which reads the nonce via get-nonce); style attributes set through the
 * CSSOM (React's `style` prop) are not governed by CSP. Inline scripts: only those whose hashes
 * the page's response names (the build's route preload in index.html).
 * Choice: Permissions-Policy allows payment (Apple Pay, Google Pay's Payment Request) on the app's
 * own origin only, and turns off camera, microphone, geolocation and USB. COOP keeps the app in
 * its own browsing-context group but lets its popups (PayPal authorisation) keep `opener`.
 */
export function appSecurityHeaders(options: AppSecurityOptions, styleNonce: string, scriptHashes: readonly string[] = []): Record<string, string> {
  const directives: CspDirectives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", `'nonce-${styleNonce}'`],
    'img-src': ["'self'", 'data:', ...(options.apiOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.apiOrigins ?? [])],
    'frame-src': options.gatewayOrigin === undefined ? ["'none'"] : [options.gatewayOrigin],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    ...HARDENING,
    'content-security-policy': cspValue(directives),
    'permissions-policy': 'payment=(self), camera=(), microphone=(), geolocation=(), usb=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-frame-options': 'DENY',
  };
}

/**
 * The gateway pages' policy: their own script and stylesheet only, forms posted only to
 * themselves, framed only by the app. Choice: no COOP (unsafe-none), so a page opened as a popup
 * keeps `window.opener` and can post its result back. No referrer leaves either origin.
 */
export function gatewaySecurityHeaders(appOrigin: string): Record<string, string> {
  const directives: CspDirectives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [appOrigin],
  };
  return {
    ...HARDENING,
    'content-security-policy': cspValue(directives),
    'permissions-policy': 'payment=(), camera=(), microphone=(), geolocation=(), usb=()',
    'cross-origin-opener-policy': 'unsafe-none',
  };
}
