import type { Writable } from 'node:stream';

/**
 * Resolves once everything written to `stream` so far has been handed on: an empty write's
 * callback runs after the writes queued before it (or at once with an error, where the stream has
 * been closed). Before process.exit, which drops what Node still queues for a full pipe.
 */
export const flushed = (stream: Writable): Promise<void> => new Promise((done) => stream.write('', () => done()));
