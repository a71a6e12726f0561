import { bodyDigest, DIGEST_HEADER, SIGNATURE_HEADER, SIGNING_ALGORITHM, signDigest, toBase64 } from './request-signature';

/** Where the device's key pair lives: IndexedDB in the browser, memory (or a file) in Node. */
export interface DeviceKeyStore {
  load(): Promise<CryptoKeyPair | undefined>;
  save(keys: CryptoKeyPair): Promise<void>;
  /**
   * The store keeps keys by exporting them (a file for the CLI), so they must be created
   * extractable. Stores that keep CryptoKey objects (IndexedDB, memory) leave it unset.
   */
  readonly exportsKeys?: boolean;
}

/**
 * Signs request bodies with the device's ECDSA P-256 key. The private key is created
 * non-extractable and never leaves WebCrypto; it is created once and kept by the key store.
 */
export class RequestSigner {
  private keys: Promise<CryptoKeyPair> | undefined;

  constructor(
    private readonly store: DeviceKeyStore,
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  /** The public key as a raw P-256 point, base64: registered with the backend at sign-in. */
  async publicKey(): Promise<string> {
    return toBase64(await this.subtle.exportKey('raw', (await this.deviceKeys()).publicKey));
  }

  /** The digest and signature headers for a JSON body. */
  async headers(body: string): Promise<Record<string, string>> {
    const digest = await bodyDigest(body, this.subtle);
    const signature = await signDigest(digest, (await this.deviceKeys()).privateKey, this.subtle);
    return { [DIGEST_HEADER]: digest, [SIGNATURE_HEADER]: signature };
  }

  private deviceKeys(): Promise<CryptoKeyPair> {
    this.keys ??= this.loadOrCreate();
    return this.keys;
  }

  private async loadOrCreate(): Promise<CryptoKeyPair> {
    const existing = await this.store.load();
    if (existing !== undefined) return existing;
    const created = await this.subtle.generateKey(SIGNING_ALGORITHM, this.store.exportsKeys === true, ['sign', 'verify']);
    await this.store.save(created);
    return created;
  }
}

/** Keeps the key pair for the life of the process (tests, one-off CLI runs). */
export class MemoryDeviceKeyStore implements DeviceKeyStore {
  private keys: CryptoKeyPair | undefined;

  load(): Promise<CryptoKeyPair | undefined> {
    return Promise.resolve(this.keys);
  }

  save(keys: CryptoKeyPair): Promise<void> {
    this.keys = keys;
    return Promise.resolve();
  }
}
