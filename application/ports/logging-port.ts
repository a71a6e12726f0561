/** How serious a logged event is. */
export type LogLevel = 'error' | 'warn' | 'info';

/** One logged event: a stable event name, what failed (if anything) and plain-text context. */
export interface LogEntry {
  readonly level: LogLevel;
  /** A stable, greppable name such as 'render_failed'. */
  readonly event: string;
  readonly error?: unknown;
  readonly context?: Readonly<Record<string, string>>;
}

/**
 * Where the client reports what went wrong: rendering errors ("reported", spec 000 §8 and spec
 * 001 §8) and failures the spec says are "logged" (payment methods and rates fetches, spec 000 §8).
 */
export interface LoggingPort {
  log(entry: LogEntry): void;
}
