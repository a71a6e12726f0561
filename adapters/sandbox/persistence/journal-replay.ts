import { type SandboxState, STATE_VERSION } from '../exchange/sandbox-state';
import { applyState, type StateOp } from './state-diff';

/** One line of the journal: the changes of one transaction, numbered from 1. */
export interface JournalEntry {
  readonly seq: number;
  readonly ops: readonly StateOp[];
}

/** The snapshot file: the whole state and the last journal entry it includes. */
export type SnapshotFile = SandboxState & { readonly journalSeq?: number };

export interface Replayed {
  readonly state: SandboxState;
  /** The last entry applied (or included in the snapshot). */
  readonly seq: number;
  /** Where the journal's good entries end: anything after is a torn or bad tail to cut off. */
  readonly goodBytes: number;
  /** Why the journal was cut short, if it was. */
  readonly cut: string | undefined;
}

/** The snapshot's state, checked to be a sandbox state of this version; a file written before journals existed counts as entry 0. */
export function readSnapshot(path: string, text: string): { readonly state: SandboxState; readonly seq: number } {
  const parsed = JSON.parse(text) as Partial<SnapshotFile>;
  if (parsed.version !== STATE_VERSION || typeof parsed.seed !== 'number' || typeof parsed.accounts !== 'object') {
    throw new Error(`${path} is not a sandbox state (version ${String(STATE_VERSION)})`);
  }
  const { journalSeq, ...state } = parsed as SnapshotFile;
  return { state, seq: journalSeq ?? 0 };
}

/**
 * Applies the journal's entries after the snapshot's, in order. A line without its newline is a
 * write a crash interrupted (never acknowledged: the answer waits for the fsync) and is dropped;
 * so is anything after a line that does not parse or breaks the numbering.
 */
export function replayJournal(snapshot: { readonly state: SandboxState; readonly seq: number }, journal: string): Replayed {
  let state: unknown = snapshot.state;
  let seq = snapshot.seq;
  let offset = 0;
  let goodBytes = 0;
  let cut: string | undefined;
  for (;;) {
    const end = journal.indexOf('\n', offset);
    if (end < 0) {
      if (offset < journal.length) cut = 'a torn last entry';
      break;
    }
    const line = journal.slice(offset, end);
    offset = end + 1;
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      cut = 'an entry that is not JSON';
      break;
    }
    if (entry.seq > seq) {
      if (entry.seq !== seq + 1 || !Array.isArray(entry.ops)) {
        cut = `entry ${String(entry.seq)} after ${String(seq)}`;
        break;
      }
      state = applyState(state, entry.ops);
      seq = entry.seq;
    }
    goodBytes += Buffer.byteLength(line, 'utf8') + 1;
  }
  return { state: state as SandboxState, seq, goodBytes, cut };
}
