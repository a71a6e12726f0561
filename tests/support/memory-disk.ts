import { diskFullError, type JournalDisk } from '../../adapters/sandbox/persistence/journal-disk';

interface MemoryFile {
  /** What survives a crash: written and flushed. */
  durable: string;
  /** Written, not flushed yet: a crash keeps any prefix of it. */
  pending: string;
}

/**
 * A disk in memory for the state journal's tests: files, flushes, a crash that keeps what was
 * flushed (and, like a real disk, maybe part of what was not), and writes that fail on demand.
 */
export class MemoryDisk implements JournalDisk {
  readonly files = new Map<string, MemoryFile>();
  /** How many more writes succeed; then they fail with ENOSPC (Infinity: never). */
  writesLeft = Number.POSITIVE_INFINITY;
  private readonly open = new Map<number, string>();
  private nextFd = 3;

  read(path: string): string | undefined {
    const file = this.files.get(path);
    return file === undefined ? undefined : file.durable + file.pending;
  }

  openAppend(path: string): number {
    if (!this.files.has(path)) this.files.set(path, { durable: '', pending: '' });
    const fd = this.nextFd++;
    this.open.set(fd, path);
    return fd;
  }

  append(fd: number, text: string): void {
    this.spend();
    this.file(fd).pending += text;
  }

  sync(fd: number): void {
    this.spend();
    const file = this.file(fd);
    file.durable += file.pending;
    file.pending = '';
  }

  size(fd: number): number {
    const file = this.file(fd);
    return Buffer.byteLength(file.durable + file.pending, 'utf8');
  }

  truncate(fd: number, size: number): void {
    this.spend();
    const file = this.file(fd);
    const all = Buffer.from(file.durable + file.pending, 'utf8')
      .subarray(0, size)
      .toString('utf8');
    file.durable = all;
    file.pending = '';
  }

  close(fd: number): void {
    this.open.delete(fd);
  }

  writeSynced(path: string, text: string): void {
    this.spend();
    this.files.set(path, { durable: text, pending: '' });
  }

  rename(from: string, to: string): void {
    const file = this.files.get(from);
    if (file === undefined) throw Object.assign(new Error(`ENOENT: ${from}`), { code: 'ENOENT' });
    this.files.set(to, file);
    this.files.delete(from);
  }

  syncDirectory(): void {}

  list(directory: string): readonly string[] {
    return [...this.files.keys()].filter((p) => p.startsWith(`${directory}/`)).map((p) => p.slice(directory.length + 1));
  }

  remove(path: string): void {
    this.files.delete(path);
  }

  /** A crash (kill -9, power loss): open files close; of each file's unflushed writes, `keep` decides how many characters survive. */
  crash(keep: (pending: string) => number = () => 0): void {
    this.open.clear();
    for (const file of this.files.values()) {
      file.durable += file.pending.slice(0, keep(file.pending));
      file.pending = '';
    }
    this.writesLeft = Number.POSITIVE_INFINITY;
  }

  private spend(): void {
    if (this.writesLeft <= 0) throw diskFullError();
    this.writesLeft -= 1;
  }

  private file(fd: number): MemoryFile {
    const path = this.open.get(fd);
    const file = path === undefined ? undefined : this.files.get(path);
    if (file === undefined) throw new Error(`EBADF: ${String(fd)}`);
    return file;
  }
}
