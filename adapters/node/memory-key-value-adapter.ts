import type { KeyValuePort } from '../../application/ports/key-value-port';

/** KeyValuePort in memory: tests, Node runs that keep nothing between runs, and the saved session's values. */
export class MemoryKeyValueAdapter implements KeyValuePort {
  readonly values: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.values = new Map(Object.entries(initial));
  }

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
