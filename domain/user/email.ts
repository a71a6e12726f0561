/** Choice: the longest address the email step takes (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An email address as typed on the email step (spec 001 §2 /signup: email not confirmed).
 * Choice: trimmed and lower-cased; one @, something before it, a domain with a dot after it, no
 * spaces, at most EMAIL_MAX_LENGTH characters. Anything else is not an address and is not sent.
 */
export function normaliseEmail(typed: string): string | undefined {
  const email = typed.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : undefined;
}

/** The address as the page shows it before it is confirmed: the first letter of the name, then the domain (a***@example.com). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
