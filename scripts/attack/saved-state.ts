import { createInitialState } from '../../adapters/sandbox/exchange/initial-state';
import type { SandboxState } from '../../adapters/sandbox/exchange/sandbox-state';
import { StateJournal } from '../../adapters/sandbox/persistence/state-journal';

/**
 * The state a stopped server left in its state file, as a restart reads it (snapshot and
 * journal; a file from before the journal reads as a snapshot); a fresh sandbox when there is no
 * file yet. Opening it removes temporary files a crash left: count those first.
 */
export function readSavedState(path: string): SandboxState {
  return StateJournal.open(path).restored ?? createInitialState(1, 0);
}
