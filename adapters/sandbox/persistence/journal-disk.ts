import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * The few synchronous file operations the state journal needs. Synchronous on purpose: a
 * change, its journal entry and the fsync run in one turn of the event loop, so no other
 * request sees (or builds on) a change that is not on disk yet.
 */
export interface JournalDisk {
  /** The file's text, or undefined when there is no file. */
  read(path: string): string | undefined;
  /** Opens for appending (created with mode 600 when missing); a file descriptor. */
  openAppend(path: string): number;
  append(fd: number, text: string): void;
  sync(fd: number): void;
  size(fd: number): number;
  truncate(fd: number, size: number): void;
  close(fd: number): void;
  /** Writes a whole file and flushes it to disk before returning. */
  writeSynced(path: string, text: string): void;
  rename(from: string, to: string): void;
  /** Flushes a directory, so a rename in it survives a crash. */
  syncDirectory(path: string): void;
  list(directory: string): readonly string[];
  remove(path: string): void;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The real disk. */
export const nodeDisk: JournalDisk = {
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  openAppend: (path) => openSync(path, 'a', 0o600),
  append: (fd, text) => {
    const bytes = Buffer.from(text, 'utf8');
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
  },
  sync: (fd) => fsyncSync(fd),
  size: (fd) => fstatSync(fd).size,
  truncate: (fd, size) => ftruncateSync(fd, size),
  close: (fd) => closeSync(fd),
  writeSynced: (path, text) => {
    const fd = openSync(path, 'w', 0o600);
    try {
      nodeDisk.append(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  rename: (from, to) => renameSync(from, to),
  syncDirectory: (path) => {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  list: (directory) => readdirSync(directory),
  remove: (path) => rmSync(path, { force: true }),
};

/** The error a full disk gives. */
export const diskFullError = (): NodeJS.ErrnoException => Object.assign(new Error('ENOSPC: no space left on device (sandbox disk fault)'), { code: 'ENOSPC' });

/**
 * A disk whose writes fail while `failing()` says so (the sandbox's `disk_full` fault in test
 * and demo mode): appends, flushes, truncation and whole-file writes throw ENOSPC, as a full
 * disk does; reads still work.
 */
export function faultyDisk(disk: JournalDisk, failing: () => boolean): JournalDisk {
  const guard =
    <A extends unknown[], R>(operation: (...args: A) => R) =>
    (...args: A): R => {
      if (failing()) throw diskFullError();
      return operation(...args);
    };
  return {
    ...disk,
    append: guard((fd: number, text: string) => disk.append(fd, text)),
    sync: guard((fd: number) => disk.sync(fd)),
    truncate: guard((fd: number, size: number) => disk.truncate(fd, size)),
    writeSynced: guard((path: string, text: string) => disk.writeSynced(path, text)),
    rename: guard((from: string, to: string) => disk.rename(from, to)),
  };
}
