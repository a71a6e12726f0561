/**
 * A phone number as typed: digits, spaces, dashes, brackets and a leading plus. Normalised to
 * "+" followed by 8 to 15 digits (E.164); the sandbox and a real backend both receive that form.
 */
export function normalisePhone(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s\-()]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return undefined;
  return `+${digits}`;
}
