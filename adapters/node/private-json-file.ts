import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A small JSON document kept in a file only its owner can read (mode 600): the CLI's saved
 * session (cookies, device key, remembered values). Writes go to a temporary file that is renamed
 * over the target, so the file is never half-written.
 */
export class PrivateJsonFile<T extends object> {
  constructor(readonly path: string) {}

  read(): Partial<T> {
    try {
      return JSON.parse(readFileSync(this.path, 'utf8')) as Partial<T>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  }

  write(value: T): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${String(process.pid)}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.path);
  }
}
