import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
};

export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
}

/**
 * A file of the built app, or index.html for client-side routes. Hashed assets are cached for
 * good; index.html never, so a new build is picked up at once.
 */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  const base = resolve(root);
  const wanted = resolve(join(base, normalize(decodeURIComponent(urlPath))));
  if (wanted !== base && !wanted.startsWith(base + sep)) return undefined;
  const file = (await isFile(wanted)) ? wanted : join(base, 'index.html');
  if (!(await isFile(file))) return undefined;
  const immutable = /-[A-Z0-9]{8,}\.[a-z0-9]+$/i.test(file);
  return {
    body: await readFile(file),
    contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
