import { describe, expect, it, vi } from 'vitest';
import { ConsoleLoggingAdapter, type ConsoleSink } from '../../../adapters/browser/console-logging-adapter';

const sink = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) satisfies ConsoleSink;

describe('ConsoleLoggingAdapter', () => {
  it('writes each entry at its level with the event name, context and error', () => {
    const console = sink();
    const error = new Error('boom');
    new ConsoleLoggingAdapter(console).log({ level: 'error', event: 'render_failed', error, context: { boundary: 'hub' } });
    expect(console.error).toHaveBeenCalledWith('[render_failed]', { boundary: 'hub' }, error);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('leaves out what the entry does not have', () => {
    const console = sink();
    const adapter = new ConsoleLoggingAdapter(console);
    adapter.log({ level: 'warn', event: 'rates_fetch_failed' });
    adapter.log({ level: 'info', event: 'started', context: { mode: 'test' } });
    expect(console.warn).toHaveBeenCalledWith('[rates_fetch_failed]');
    expect(console.info).toHaveBeenCalledWith('[started]', { mode: 'test' });
  });
});
