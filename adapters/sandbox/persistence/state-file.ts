import { open, readFile, rename, rm } from 'node:fs/promises';
import { type SandboxState, STATE_VERSION } from '../exchange/sandbox-state';

/**
 * The sandbox state kept in a file between runs (`--state FILE`). Writes are atomic: the JSON goes
 * to a temporary file beside the target, is flushed to disk, then renamed over it, so the file is
 * always a whole earlier state or a whole later one, never half-written. Saves requested while one
 * is running are coalesced into one more save of the latest state.
 */
export class StateFile {
  private running: Promise<void> | undefined;
  private pending = false;

  constructor(
    readonly path: string,
    private readonly snapshot: () => SandboxState,
  ) {}

  /** The saved state, or undefined when there is no file yet; a file that is not a sandbox state is an error. */
  static async load(path: string): Promise<SandboxState | undefined> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const state = JSON.parse(text) as Partial<SandboxState>;
    if (state.version !== STATE_VERSION || typeof state.seed !== 'number' || typeof state.accounts !== 'object') {
      throw new Error(`${path} is not a sandbox state (version ${String(STATE_VERSION)})`);
    }
    return state as SandboxState;
  }

  /** Saves the current state soon; resolves once a save that includes it has finished. */
  save(): Promise<void> {
    if (this.running !== undefined) {
      this.pending = true;
      return this.running;
    }
    this.running = this.writeLoop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async writeLoop(): Promise<void> {
    do {
      this.pending = false;
      await writeAtomically(this.path, `${JSON.stringify(this.snapshot())}\n`);
    } while (this.pending);
  }
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${String(process.pid)}.tmp`;
  const file = await open(temporary, 'w', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
