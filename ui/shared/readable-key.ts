/** A server text key's words when the client has no text for it: 'kyc_first_name_placeholder' reads 'First name'. */
export function readableKey(key: string): string {
  const words = key
    .replace(/^kyc_/, '')
    .replace(/_(placeholder|title)$/, '')
    .replace(/_/g, ' ')
    .trim();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}
