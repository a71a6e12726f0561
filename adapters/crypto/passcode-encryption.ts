import { fromBase64, toBase64 } from './request-signature';

/**
 * Passcodes travel encrypted (spec 001 §7: passcode update, deposit-pull confirm, level-up
 * subscriptions; §9: "Key derivation uses 100000 iterations"). Shared by the client (encrypts) and
 * the sandbox (decrypts), on WebCrypto only, so it runs in the browser and in Node.
 *
 * The envelope, one string in the call's `passcode` field:
 *
 *     pc1.<salt>.<iv>.<ciphertext>        (each part standard base64)
 *
 * - key: PBKDF2-HMAC-SHA-256 over the shared passcode secret, with the 16-byte random salt and
 *   100000 iterations, giving an AES-256-GCM key;
 * - iv: 12 random bytes, new for every passcode;
 * - ciphertext: AES-GCM of the passcode's UTF-8 bytes with its 16-byte tag appended.
 * The iteration count is not in the envelope: both sides use 100000, so an envelope made with any
 * other count (or another secret) fails GCM authentication and never decrypts.
 * Choices: one salt (hence one key derivation) per encryptor, i.e. per app session, with a fresh
 * IV per passcode, so a passcode entry costs no 100000-iteration wait after the first; no associated
 * data (the signed calls already bind the body to the device).
 */
export const PASSCODE_KEY_ITERATIONS = 100_000;
export const PASSCODE_ENVELOPE_VERSION = 'pc1';
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The secret the embedded sandbox exchange expects. A build pointed at another backend is
 * configured with that backend's secret instead.
 */
export const SANDBOX_PASSCODE_SECRET = 'crypto-web-sandbox-passcode-secret-v1';

export interface PasscodeKeyOptions {
  readonly secret: string;
  /** Only tests pass another count: the production count is PASSCODE_KEY_ITERATIONS. */
  readonly iterations?: number;
  readonly subtle?: SubtleCrypto;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

async function deriveKey(options: PasscodeKeyOptions, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', encoder.encode(options.secret), 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: options.iterations ?? PASSCODE_KEY_ITERATIONS },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const randomBytes = (length: number): Uint8Array<ArrayBuffer> => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** The client side: turns a passcode into an envelope. */
export class PasscodeEncryptor {
  private readonly salt = randomBytes(SALT_BYTES);
  private key: Promise<CryptoKey> | undefined;

  constructor(private readonly options: PasscodeKeyOptions) {}

  async encrypt(passcode: string): Promise<string> {
    this.key ??= deriveKey(this.options, this.salt);
    const iv = randomBytes(IV_BYTES);
    const subtle = this.options.subtle ?? globalThis.crypto.subtle;
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, await this.key, encoder.encode(passcode));
    return [PASSCODE_ENVELOPE_VERSION, toBase64(this.salt.buffer), toBase64(iv.buffer), toBase64(sealed)].join('.');
  }
}

interface EnvelopeParts {
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: Uint8Array<ArrayBuffer>;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The envelope's parts, or undefined when it is not a well-formed pc1 envelope. */
export function parsePasscodeEnvelope(envelope: string): EnvelopeParts | undefined {
  const [version, salt, iv, ciphertext, ...rest] = envelope.split('.');
  if (version !== PASSCODE_ENVELOPE_VERSION || rest.length > 0) return undefined;
  if (salt === undefined || iv === undefined || ciphertext === undefined) return undefined;
  if (![salt, iv, ciphertext].every((part) => BASE64.test(part))) return undefined;
  try {
    const parts = { salt: fromBase64(salt), iv: fromBase64(iv), ciphertext: fromBase64(ciphertext) };
    const sizesOk = parts.salt.length === SALT_BYTES && parts.iv.length === IV_BYTES && parts.ciphertext.length > TAG_BYTES;
    return sizesOk ? parts : undefined;
  } catch {
    return undefined;
  }
}

/** Derived keys kept per salt, so one client session costs one derivation. */
const KEY_CACHE_SIZE = 64;

/** The server side (the sandbox): opens envelopes; anything that does not authenticate is undefined. */
export class PasscodeDecryptor {
  private readonly keys = new Map<string, Promise<CryptoKey>>();

  constructor(private readonly options: PasscodeKeyOptions) {}

  async decrypt(envelope: string): Promise<string | undefined> {
    const parts = parsePasscodeEnvelope(envelope);
    if (parts === undefined) return undefined;
    const subtle = this.options.subtle ?? globalThis.crypto.subtle;
    try {
      const plain = await subtle.decrypt({ name: 'AES-GCM', iv: parts.iv }, await this.keyFor(parts.salt), parts.ciphertext);
      return decoder.decode(plain);
    } catch {
      return undefined;
    }
  }

  private keyFor(salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
    const id = toBase64(salt.buffer);
    const cached = this.keys.get(id);
    if (cached !== undefined) return cached;
    const key = deriveKey(this.options, salt);
    if (this.keys.size >= KEY_CACHE_SIZE) this.keys.delete(this.keys.keys().next().value ?? '');
    this.keys.set(id, key);
    return key;
  }
}
