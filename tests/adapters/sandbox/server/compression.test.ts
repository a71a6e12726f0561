import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedFiles, preferredEncoding } from '../../../../adapters/sandbox/server/compression';

/** A small module as the build writes its smallest chunks: some 600 bytes of repetitive JavaScript. */
const SMALL_CHUNK = Buffer.from(
  Array.from({ length: 12 }, (_, i) => `export const value${String(i)} = (input) => input.map((item) => item.amount).join(',');`).join('\n'),
);
const TINY_CHUNK = Buffer.from('export{a as b};');

describe('compression of the sandbox server', () => {
  it('prefers brotli, then gzip, of what the client accepts; nothing refused with q=0, nothing for images', () => {
    expect(preferredEncoding('gzip, deflate, br', 'text/javascript', 5_000, 'kept')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0', 'text/javascript', 5_000, 'kept')).toBe('gzip');
    expect(preferredEncoding('identity', 'text/javascript', 5_000, 'kept')).toBeUndefined();
    expect(preferredEncoding(undefined, 'text/css', 5_000, 'kept')).toBeUndefined();
    expect(preferredEncoding('br', 'image/png', 5_000, 'kept')).toBeUndefined();
    expect(preferredEncoding('br', 'image/svg+xml', 5_000, 'kept')).toBe('br');
  });

  it('a body compressed for each answer is compressed from 1 KB; a kept file whatever its size', () => {
    expect(preferredEncoding('br', 'text/html', 1_023, 'each')).toBeUndefined();
    expect(preferredEncoding('br', 'text/html', 1_024, 'each')).toBe('br');
    expect(preferredEncoding('br', 'text/javascript', 200, 'kept')).toBe('br');
  });

  it('a small kept file goes compressed where that is smaller on the wire, and its answer varies with Accept-Encoding', async () => {
    const files = new CompressedFiles();
    const br = await files.get('/assets/chunks/small.js', 'v1', SMALL_CHUNK, 'br');
    expect(br.encoding).toBe('br');
    expect(br.body.length + 24).toBeLessThan(SMALL_CHUNK.length);
    expect(brotliDecompressSync(br.body)).toEqual(SMALL_CHUNK);
    const gzip = await files.get('/assets/chunks/small.js', 'v1', SMALL_CHUNK, 'gzip');
    expect(gunzipSync(gzip.body)).toEqual(SMALL_CHUNK);
    expect(await files.varies('/assets/chunks/small.js', 'v1', SMALL_CHUNK, 'text/javascript')).toBe(true);
  });

  it('a file that compression would not make smaller goes as it is, the same to every client (no Vary)', async () => {
    const files = new CompressedFiles();
    expect(await files.get('/assets/chunks/tiny.js', 'v1', TINY_CHUNK, 'br')).toEqual({ body: TINY_CHUNK, encoding: undefined });
    expect(await files.get('/assets/chunks/tiny.js', 'v1', TINY_CHUNK, 'gzip')).toEqual({ body: TINY_CHUNK, encoding: undefined });
    expect(await files.varies('/assets/chunks/tiny.js', 'v1', TINY_CHUNK, 'text/javascript')).toBe(false);
    expect(await files.varies('/media/mark.png', 'v1', SMALL_CHUNK, 'image/png')).toBe(false);
  });

  it('makes each compressed version once per file version', () => {
    const files = new CompressedFiles();
    const first = files.get('/assets/main.js', 'v1', SMALL_CHUNK, 'br');
    expect(files.get('/assets/main.js', 'v1', SMALL_CHUNK, 'br')).toBe(first);
    expect(files.get('/assets/main.js', 'v2', SMALL_CHUNK, 'br')).not.toBe(first);
  });
});
