/**
 * 128 random bits from the platform's cryptographic generator, base64url (22 characters): what
 * names every session, order, quotation and page the sandbox hands out, so no id can be guessed
 * from another (ids used to be a counter and the time).
 */
export function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
