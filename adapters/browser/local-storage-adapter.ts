import type { KeyValuePort } from '../../application/ports/key-value-port';

/** KeyValuePort on window.localStorage; storage that refuses (private mode, quota) behaves as empty. */
export class LocalStorageAdapter implements KeyValuePort {
  get(key: string): string | undefined {
    try {
      return localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  }

  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  }
}
