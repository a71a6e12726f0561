import { fromBase64, toBase64 } from './request-signature';

/**
 * KYC answers of fields marked aes_256_cbc travel encrypted (spec 001 §5, "Fields marked
 * aes_256_cbc are encrypted before sending"). Shared by the client (encrypts) and the sandbox
 * (decrypts), on WebCrypto only. The envelope replaces the answer's text:
 *
 *     fe1.<iv>.<ciphertext>        (standard base64; AES-256-CBC with PKCS#7 padding)
 *
 * Choices: the key is SHA-256 of the shared secret (no key derivation: the secret is a key, not a
 * passcode); a fresh 16-byte IV per answer; CBC gives no integrity, so the server treats anything
 * that does not decrypt to UTF-8 as a missing answer.
 */
export const FIELD_ENVELOPE_VERSION = 'fe1';
const IV_BYTES = 16;

/** The secret the embedded sandbox expects; another backend configures its own. */
export const SANDBOX_FIELD_SECRET = 'crypto-web-sandbox-kyc-field-secret-v1';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

async function fieldKey(secret: string, usage: 'encrypt' | 'decrypt', subtle: SubtleCrypto): Promise<CryptoKey> {
  const raw = await subtle.digest('SHA-256', encoder.encode(secret));
  return subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, [usage]);
}

/** The client side: seals one answer's text. */
export class FieldEncryptor {
  private key: Promise<CryptoKey> | undefined;

  constructor(
    private readonly secret: string,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  async encrypt(text: string): Promise<string> {
    this.key ??= fieldKey(this.secret, 'encrypt', this.subtle);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = await this.subtle.encrypt({ name: 'AES-CBC', iv }, await this.key, encoder.encode(text));
    return [FIELD_ENVELOPE_VERSION, toBase64(iv.buffer), toBase64(sealed)].join('.');
  }
}

/** The server side: opens an envelope; anything that is not one, or does not decrypt, is undefined. */
export async function decryptField(envelope: string, secret: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string | undefined> {
  const [version, iv, ciphertext, ...rest] = envelope.split('.');
  if (version !== FIELD_ENVELOPE_VERSION || rest.length > 0 || iv === undefined || ciphertext === undefined) return undefined;
  if (!BASE64.test(iv) || !BASE64.test(ciphertext)) return undefined;
  try {
    const ivBytes = fromBase64(iv);
    if (ivBytes.length !== IV_BYTES) return undefined;
    const plain = await subtle.decrypt({ name: 'AES-CBC', iv: ivBytes }, await fieldKey(secret, 'decrypt', subtle), fromBase64(ciphertext));
    return decoder.decode(plain);
  } catch {
    return undefined;
  }
}
