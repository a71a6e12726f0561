import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  /** The file on disk (a key for caches, with `version`). */
  readonly path: string;
  /** Changes when the file does (size and modification time). */
  readonly version: string;
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
}

export interface StaticOptions {
  /** Serve the build's development files too: source maps and meta.json (esbuild's metafile). Off unless asked for. */
  readonly devFiles?: boolean;
}

/** Development files of the build: source maps and the metafile list every source path. */
const isDevFile = (path: string): boolean => extname(path) === '.map' || basename(path) === 'meta.json';

/** A file name esbuild gave a content hash (name-HASH.ext). */
export const isHashed = (path: string): boolean => /-[A-Z0-9]{8,}\.[a-z0-9]+$/i.test(path);

/**
 * A file of the built app, or index.html for any other path (the SPA fallback: client-side
 * routes). Hashed assets are cached for a year (immutable); the rest is revalidated each time,
 * so a new build is picked up at once. Source maps and meta.json are not served unless
 * `devFiles`; a path they name gets the fallback, like any unknown path.
 */
export async function readStaticFile(root: string, urlPath: string, options: StaticOptions = {}): Promise<StaticFile | undefined> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const wanted = resolve(join(base, normalize(decoded)));
  if (wanted !== base && !wanted.startsWith(base + sep)) return undefined;
  const servable = (await fileVersion(wanted)) !== undefined && (options.devFiles === true || !isDevFile(wanted));
  const file = servable ? wanted : join(base, 'index.html');
  const version = await fileVersion(file);
  if (version === undefined) return undefined;
  return {
    path: file,
    version,
    body: await readFile(file),
    contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    cacheControl: isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

async function fileVersion(path: string): Promise<string | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? `${String(found.size)}-${String(found.mtimeMs)}` : undefined;
  } catch {
    return undefined;
  }
}
