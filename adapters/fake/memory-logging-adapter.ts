import type { LogEntry, LogLevel, LoggingPort } from '../../application/ports/logging-port';

/** Keeps every logged entry in memory so tests can assert what was reported. */
export class MemoryLoggingAdapter implements LoggingPort {
  private readonly logged: LogEntry[] = [];

  log(entry: LogEntry): void {
    this.logged.push(entry);
  }

  /** The entries logged so far, oldest first; only those of `level` when given. */
  entries(level?: LogLevel): readonly LogEntry[] {
    return level === undefined ? [...this.logged] : this.logged.filter((entry) => entry.level === level);
  }
}
