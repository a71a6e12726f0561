import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Temporary directories a test file makes and removes when it ends: `const temp = tempDirs();
 * afterAll(temp.removeAll);` then `temp.make('crypto-cli-home-')`. A run leaves nothing in /tmp.
 */
export function tempDirs() {
  const made: string[] = [];
  return {
    make: (prefix: string): string => {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll: (): void => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
