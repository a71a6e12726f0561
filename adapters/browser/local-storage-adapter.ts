import type { KeyValuePort } from '../../application/ports/key-value-port';

/** KeyValuePort on window.localStorage (or another web storage, e.g. sessionStorage); storage that refuses (private mode, quota) behaves as empty. */
export class LocalStorageAdapter implements KeyValuePort {
  constructor(private readonly storage: () => Storage = () => localStorage) {}

  get(key: string): string | undefined {
    try {
      return this.storage().getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // As above.
    }
  }
}
