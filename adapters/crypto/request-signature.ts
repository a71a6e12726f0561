/**
 * Request signing shared by the client and the sandbox (spec 000 §7, 001 §7): trade, transfer and
 * passcode calls carry a digest of the JSON body and an ECDSA P-256 / SHA-256 signature of it
 * (raw r||s, 64 bytes), both base64. The device's public key travels as a raw P-256 point (base64).
 */
export const DIGEST_HEADER = 'x-digest';
export const SIGNATURE_HEADER = 'x-signature';
export const SIGNING_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN_PARAMS = { name: 'ECDSA', hash: 'SHA-256' } as const;

const encoder = new TextEncoder();

export const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)));
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `SHA-256=<base64>` of the exact body bytes sent. */
export async function bodyDigest(body: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return `SHA-256=${toBase64(await subtle.digest('SHA-256', encoder.encode(body)))}`;
}

/** Signs the digest line with the device's private key. */
export async function signDigest(digest: string, privateKey: CryptoKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return toBase64(await subtle.sign(SIGN_PARAMS, privateKey, encoder.encode(digest)));
}

/** Whether the headers match the body and were signed by the holder of `publicKeyBase64`. */
export async function verifySignedBody(
  body: string,
  headers: { readonly digest: string | null; readonly signature: string | null },
  publicKeyBase64: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<boolean> {
  if (headers.digest === null || headers.signature === null) return false;
  if (headers.digest !== (await bodyDigest(body, subtle))) return false;
  try {
    const key = await subtle.importKey('raw', fromBase64(publicKeyBase64), SIGNING_ALGORITHM, false, ['verify']);
    return await subtle.verify(SIGN_PARAMS, key, fromBase64(headers.signature), encoder.encode(headers.digest));
  } catch {
    return false;
  }
}
