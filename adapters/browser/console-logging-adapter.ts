import type { LogEntry, LoggingPort } from '../../application/ports/logging-port';

/** The console methods the adapter writes to (the real console, or a stand-in in tests). */
export type ConsoleSink = Pick<Console, 'error' | 'warn' | 'info'>;

/**
 * Logs to the browser's console, one line per entry at the entry's level. Choice: no remote
 * error-reporting service is named by the spec, so the console is the production sink.
 */
export class ConsoleLoggingAdapter implements LoggingPort {
  constructor(private readonly sink: ConsoleSink = console) {}

  log(entry: LogEntry): void {
    const details: unknown[] = [];
    if (entry.context !== undefined) details.push(entry.context);
    if (entry.error !== undefined) details.push(entry.error);
    this.sink[entry.level](`[${entry.event}]`, ...details);
  }
}
