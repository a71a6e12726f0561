import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode } from '../../../../adapters/sandbox/server/compression';

const PAGE = Buffer.from(
  `<!doctype html><html><head><title>Crypto</title></head><body>${'<p class="hint">Log in with your phone number.</p>'.repeat(80)}</body></html>`,
);

describe('compression of what the server sends', () => {
  it('a page compressed for each response and a file compressed once both decode to the body; the kept one is never larger', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const each = await encode(PAGE, encoding, 'each');
      const kept = await encode(PAGE, encoding, 'kept');
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(each.body).equals(PAGE), encoding).toBe(true);
      expect(decode(kept.body).equals(PAGE), encoding).toBe(true);
      expect(kept.body.length, encoding).toBeLessThanOrEqual(each.body.length);
      expect(each.body.length, encoding).toBeLessThan(PAGE.length / 4);
    }
  });

  it('without an encoding the body goes as it is', async () => {
    expect(await encode(PAGE, undefined, 'each')).toEqual({ body: PAGE, encoding: undefined });
  });
});
