import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A body compressed for each response (a page with its own nonce) smaller than this goes as it
 * is: compressing it saves nothing worth the work. A file compressed once and kept is compressed
 * whatever its size, and sent compressed where that is smaller on the wire (`CompressedFiles`):
 * the build's smallest chunks (100-1,000 bytes, twenty of them on /login) shrink by about 40%.
 */
const EACH_MIN_BYTES = 1024;
/** What `content-encoding: br` adds to the answer's headers: a compressed body must save more. */
const ENCODING_HEADER_BYTES = 24;
const COMPRESSIBLE = /^(text\/|application\/json|application\/javascript|image\/svg\+xml)/;

export interface Encoded {
  readonly body: Buffer;
  /** The Content-Encoding, or undefined for the body as it is. */
  readonly encoding: 'br' | 'gzip' | undefined;
}

/** The encoding the client accepts that the server prefers: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined, contentType: string, size: number, effort: Effort): 'br' | 'gzip' | undefined {
  if ((effort === 'each' && size < EACH_MIN_BYTES) || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => (name ?? '').trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * How hard to compress: `kept`, at the encoding's best, for files compressed once and kept; `each`
 * for a body compressed for every response (a page with its own nonce): brotli's best took 7 ms
 * for index.html, which every first paint waited for, against 0.3 ms at quality 5 for some 250
 * bytes more.
 */
export type Effort = 'kept' | 'each';

/** Compresses with the encoding named. */
export async function encode(body: Buffer, encoding: 'br' | 'gzip' | undefined, effort: Effort = 'kept'): Promise<Encoded> {
  if (encoding === 'br') return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'kept' ? 11 : 5 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipped(body, { level: effort === 'kept' ? 9 : 6 }), encoding };
  return { body, encoding };
}

/**
 * Compressed versions of the build's files, made once per file version and encoding; a file
 * whose compressed version would not be smaller on the wire is kept as it is.
 */
export class CompressedFiles {
  private readonly cache = new Map<string, Promise<Encoded>>();

  get(path: string, version: string, body: Buffer, encoding: 'br' | 'gzip' | undefined): Promise<Encoded> {
    if (encoding === undefined) return Promise.resolve({ body, encoding });
    const key = `${path}\u0000${version}\u0000${encoding}`;
    let found = this.cache.get(key);
    if (found === undefined) {
      found = encode(body, encoding).then((encoded) => (encoded.body.length + ENCODING_HEADER_BYTES < body.length ? encoded : { body, encoding: undefined }));
      this.cache.set(key, found);
    }
    return found;
  }

  /** Whether the file's answer depends on Accept-Encoding: some encoding makes it smaller. */
  async varies(path: string, version: string, body: Buffer, contentType: string): Promise<boolean> {
    const encodings = (['br', 'gzip'] as const).filter((encoding) => preferredEncoding(encoding, contentType, body.length, 'kept') !== undefined);
    const answers = await Promise.all(encodings.map((encoding) => this.get(path, version, body, encoding)));
    return answers.some((answer) => answer.encoding !== undefined);
  }
}
