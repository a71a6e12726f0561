import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { flushed } from '../../../adapters/cli/stream-flushed';

/** A stream whose writes complete only when the test lets them, as a pipe whose reader is behind. */
function slowReader() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, done) {
      waiting.push(() => {
        written.push(chunk.toString());
        done();
      });
    },
  });
  const drain = () => {
    while (waiting.length > 0) waiting.shift()?.();
  };
  return { stream, written, drain, pending: () => waiting.length };
}

describe('flushed (before the CLI exits)', () => {
  it('resolves only once every write queued before it has been handed on', async () => {
    const reader = slowReader();
    for (let i = 0; i < 5; i++) reader.stream.write(`line ${String(i)}\n`);
    let done = false;
    const all = flushed(reader.stream).then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect(reader.written).toEqual([]);
    // Each completed write lets the next one through.
    while (!done) {
      reader.drain();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await all;
    expect(reader.written.join('')).toBe('line 0\nline 1\nline 2\nline 3\nline 4\n');
  });

  it('resolves at once on a stream with nothing queued, and on a closed one whose queued writes will never complete', async () => {
    await flushed(new Writable({ write: (_chunk, _encoding, done) => done() }));
    const reader = slowReader();
    reader.stream.write('never read\n');
    reader.stream.destroy();
    await flushed(reader.stream);
    expect(reader.pending()).toBe(1);
    expect(reader.written).toEqual([]);
  });
});
