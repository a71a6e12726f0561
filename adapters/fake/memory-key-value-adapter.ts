import type { KeyValuePort } from '../../application/ports/key-value-port';

/** KeyValuePort in memory: tests, and Node runs that keep nothing between runs. */
export class MemoryKeyValueAdapter implements KeyValuePort {
  readonly values = new Map<string, string>();

  get(key: string): string | undefined {
    return this.values.get(key);
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
