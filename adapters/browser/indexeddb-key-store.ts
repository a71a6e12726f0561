import type { DeviceKeyStore } from '../crypto/request-signer';

const DATABASE = 'crypto-web';
const STORE = 'device-keys';
const KEY = 'signing';

/**
 * The device's key pair in IndexedDB: CryptoKey objects are stored as they are (structured
 * clone), so the non-extractable private key is never turned into bytes.
 */
export class IndexedDbKeyStore implements DeviceKeyStore {
  async load(): Promise<CryptoKeyPair | undefined> {
    const db = await open();
    const stored: IDBRequest<unknown> = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
    const value = await request(stored);
    return isKeyPair(value) ? value : undefined;
  }

  async save(keys: CryptoKeyPair): Promise<void> {
    const db = await open();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(keys, KEY));
  }
}

const isKeyPair = (value: unknown): value is CryptoKeyPair => typeof value === 'object' && value !== null && 'privateKey' in value && 'publicKey' in value;

function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}
