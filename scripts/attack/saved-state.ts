import { readFile } from 'node:fs/promises';
import type { SandboxState } from '../../adapters/sandbox/exchange/sandbox-state';

/** The state a server left in its state file. */
export async function readSavedState(path: string): Promise<SandboxState> {
  return JSON.parse(await readFile(path, 'utf8')) as SandboxState;
}
