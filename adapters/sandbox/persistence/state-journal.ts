import { basename, dirname, join } from 'node:path';
import type { SandboxState } from '../exchange/sandbox-state';
import { type JournalDisk, nodeDisk } from './journal-disk';
import { type JournalEntry, readSnapshot, replayJournal } from './journal-replay';
import { applyState, diffState } from './state-diff';

export interface StateJournalOptions {
  readonly disk?: JournalDisk;
  /** A snapshot is written after this many entries (1000 by default)... */
  readonly snapshotEntries?: number;
  /** ...or once the journal is this large (8 MB by default). */
  readonly snapshotBytes?: number;
  /** Where one-line notices go (a cut journal, a failed snapshot). */
  readonly log?: (line: string) => void;
}

const TEMPORARY = /^\.(\d+)\.tmp$/;

/**
 * The sandbox state kept durable (`--state FILE`): FILE holds a snapshot, FILE.journal one line
 * per transaction since (the changes as paths and values, numbered). `commit` writes a
 * transaction's line and fsyncs it before returning, so an answer sent after it survives a crash;
 * when the write fails it throws, the journal is cut back to its last good entry, and the caller
 * rolls the state back to `lastCommitted()`. Every `snapshotEntries` entries the state is written
 * whole (to a temporary file, flushed, renamed over FILE) and the journal starts again. Opening
 * removes temporary files a crash left, replays the journal onto the snapshot and cuts off a
 * torn last line.
 */
export class StateJournal {
  private committed: SandboxState | undefined;
  private fd: number | undefined;
  private goodBytes: number;
  private seq: number;
  private entriesSinceSnapshot = 0;
  private hasSnapshot: boolean;

  private constructor(
    readonly path: string,
    /** The state the files hold, or undefined when there are none yet. */
    readonly restored: SandboxState | undefined,
    private readonly disk: JournalDisk,
    private readonly options: StateJournalOptions,
    replay: { readonly seq: number; readonly goodBytes: number },
  ) {
    this.seq = replay.seq;
    this.goodBytes = replay.goodBytes;
    this.hasSnapshot = restored !== undefined;
  }

  get journalPath(): string {
    return `${this.path}.journal`;
  }

  static open(path: string, options: StateJournalOptions = {}): StateJournal {
    const disk = options.disk ?? nodeDisk;
    const name = basename(path);
    const directory = dirname(path);
    disk
      .list(directory)
      .filter((file) => file.startsWith(name) && TEMPORARY.test(file.slice(name.length)))
      .forEach((file) => disk.remove(join(directory, file)));
    const text = disk.read(path);
    if (text === undefined) return new StateJournal(path, undefined, disk, options, { seq: 0, goodBytes: 0 });
    const replayed = replayJournal(readSnapshot(path, text), disk.read(`${path}.journal`) ?? '');
    if (replayed.cut !== undefined) options.log?.(`sandbox state: ${path}.journal ends with ${replayed.cut}; it was never acknowledged and is dropped`);
    return new StateJournal(path, replayed.state, disk, options, replayed);
  }

  /** Starts keeping `state`: the restored one, or a fresh one, which is written as the first snapshot. */
  begin(state: SandboxState): void {
    this.committed = clone(state);
    if (!this.hasSnapshot) this.writeSnapshot();
    this.fd = this.disk.openAppend(this.journalPath);
    if (this.disk.size(this.fd) !== this.goodBytes) {
      this.disk.truncate(this.fd, this.goodBytes);
      this.disk.sync(this.fd);
    }
  }

  /** Makes the state's changes since the last commit durable; throws (and keeps nothing of them) when the disk fails. */
  commit(state: SandboxState): void {
    const { committed, fd } = this.started();
    const ops = diffState(committed, state);
    if (ops.length === 0) return;
    const line = `${JSON.stringify({ seq: this.seq + 1, ops })}\n`;
    try {
      if (this.disk.size(fd) !== this.goodBytes) this.disk.truncate(fd, this.goodBytes);
      this.disk.append(fd, line);
      this.disk.sync(fd);
    } catch (error) {
      this.cutBack(fd);
      throw error;
    }
    const entry = JSON.parse(line) as JournalEntry;
    this.committed = applyState(committed, entry.ops) as SandboxState;
    this.seq = entry.seq;
    this.goodBytes += Buffer.byteLength(line, 'utf8');
    this.entriesSinceSnapshot += 1;
    if (this.entriesSinceSnapshot >= (this.options.snapshotEntries ?? 1000) || this.goodBytes >= (this.options.snapshotBytes ?? 8 * 1024 * 1024)) {
      this.compact();
    }
  }

  /** A copy of the state as last made durable: what the state goes back to when a transaction fails. */
  lastCommitted(): SandboxState {
    return clone(this.started().committed);
  }

  /** Writes the state whole and empties the journal; a failure is logged and changes nothing (the journal still has it all). */
  compact(): boolean {
    try {
      this.writeSnapshot();
      if (this.fd !== undefined) {
        this.disk.truncate(this.fd, 0);
        this.disk.sync(this.fd);
        this.goodBytes = 0;
      }
      this.entriesSinceSnapshot = 0;
      return true;
    } catch (error) {
      this.options.log?.(`sandbox state: could not write a snapshot of ${this.path} (${(error as Error).message}); the journal keeps every change`);
      return false;
    }
  }

  /** Compacts once more (best effort) and closes the journal. */
  close(): boolean {
    const compacted = this.entriesSinceSnapshot === 0 || this.compact();
    if (this.fd !== undefined) this.disk.close(this.fd);
    this.fd = undefined;
    return compacted;
  }

  private writeSnapshot(): void {
    const committed = this.committed;
    if (committed === undefined) throw new Error('the state journal has not begun');
    const temporary = `${this.path}.${String(process.pid)}.tmp`;
    try {
      this.disk.writeSynced(temporary, `${JSON.stringify({ ...committed, journalSeq: this.seq })}\n`);
      this.disk.rename(temporary, this.path);
    } catch (error) {
      this.disk.remove(temporary);
      throw error;
    }
    this.disk.syncDirectory(dirname(this.path));
    this.hasSnapshot = true;
  }

  /** After a failed write: the journal back to its last good entry (tried again before the next write if this fails too). */
  private cutBack(fd: number): void {
    try {
      this.disk.truncate(fd, this.goodBytes);
    } catch {
      // commit checks the size before writing and cuts back then
    }
  }

  private started(): { readonly committed: SandboxState; readonly fd: number } {
    if (this.committed === undefined || this.fd === undefined) throw new Error('the state journal has not begun');
    return { committed: this.committed, fd: this.fd };
  }
}

const clone = (state: SandboxState): SandboxState => JSON.parse(JSON.stringify(state)) as SandboxState;
