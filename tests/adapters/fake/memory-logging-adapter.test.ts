import { describe, expect, it } from 'vitest';
import { MemoryLoggingAdapter } from '../../../adapters/fake/memory-logging-adapter';

describe('MemoryLoggingAdapter', () => {
  it('keeps entries oldest first and filters them by level', () => {
    const logger = new MemoryLoggingAdapter();
    logger.log({ level: 'warn', event: 'a' });
    logger.log({ level: 'error', event: 'b' });
    logger.log({ level: 'error', event: 'c' });
    expect(logger.entries().map((e) => e.event)).toEqual(['a', 'b', 'c']);
    expect(logger.entries('error').map((e) => e.event)).toEqual(['b', 'c']);
    expect(logger.entries('info')).toEqual([]);
  });
});
