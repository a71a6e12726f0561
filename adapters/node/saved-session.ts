import type { DeviceKeyStore } from '../crypto/request-signer';
import { SIGNING_ALGORITHM } from '../crypto/request-signature';
import { MemoryKeyValueAdapter } from './memory-key-value-adapter';
import { PrivateJsonFile } from './private-json-file';

/** What the CLI keeps between runs against a backend (`login`, then any command with `--api`). */
export interface SavedSessionDocument {
  readonly apiBaseUrl: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>>;
  /** The device's signing key pair as JWK; the file is readable by its owner only. */
  readonly deviceKey: { readonly publicKey: JsonWebKey; readonly privateKey: JsonWebKey } | undefined;
}

/**
 * The CLI's session file (mode 600): the cookie jar, the key-value store and the device's signing
 * key. Unlike the browser, where the private key is non-extractable in IndexedDB, a terminal
 * has no key store, so the key is kept as JWK in this owner-only file. Changes are written by
 * `save()` (after each command).
 */
export class SavedSession extends MemoryKeyValueAdapter implements DeviceKeyStore {
  readonly exportsKeys = true;
  readonly cookies: Map<string, string>;
  private deviceKey: SavedSessionDocument['deviceKey'];
  private readonly file: PrivateJsonFile<SavedSessionDocument>;

  constructor(
    path: string,
    readonly apiBaseUrl: string,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {
    const file = new PrivateJsonFile<SavedSessionDocument>(path);
    const saved = file.read();
    const sameBackend = saved.apiBaseUrl === apiBaseUrl;
    super(sameBackend ? (saved.values ?? {}) : {});
    this.file = file;
    this.cookies = new Map(Object.entries(sameBackend ? (saved.cookies ?? {}) : {}));
    this.deviceKey = sameBackend ? saved.deviceKey : undefined;
  }

  get path(): string {
    return this.file.path;
  }

  async load(): Promise<CryptoKeyPair | undefined> {
    if (this.deviceKey === undefined) return undefined;
    return {
      publicKey: await this.subtle.importKey('jwk', this.deviceKey.publicKey, SIGNING_ALGORITHM, true, ['verify']),
      privateKey: await this.subtle.importKey('jwk', this.deviceKey.privateKey, SIGNING_ALGORITHM, false, ['sign']),
    };
  }

  async save(keys: CryptoKeyPair): Promise<void> {
    this.deviceKey = { publicKey: await this.subtle.exportKey('jwk', keys.publicKey), privateKey: await this.subtle.exportKey('jwk', keys.privateKey) };
  }

  /** Forgets the backend's session (logout); the device key stays. */
  clearCookies(): void {
    this.cookies.clear();
  }

  write(): void {
    this.file.write({
      apiBaseUrl: this.apiBaseUrl,
      cookies: Object.fromEntries(this.cookies),
      values: Object.fromEntries(this.values),
      deviceKey: this.deviceKey,
    });
  }
}
