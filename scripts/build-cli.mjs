// The CLI's prebuilt bundle (dist-cli/): the TypeScript entry compiled once by esbuild, so the
// `crypto-cli` bin starts in plain Node instead of compiling TypeScript at every start (tsx).
// `npm start` and `npm test` build it; the bin rebuilds it when any of its inputs changed.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist-cli');
/** Names the current build: { dir, inputs }. Replaced atomically, so a process never sees half a build. */
const CURRENT = join(OUT, 'current.json');
/** Builds older than this are removed; a CLI process still running from one keeps its files until then. */
const KEEP_OLD_MS = 60 * 60 * 1000;

const current = () => (existsSync(CURRENT) ? JSON.parse(readFileSync(CURRENT, 'utf8')) : undefined);

/** The entry file of the current build (call `isStale` first). */
export const cliBundle = () => join(OUT, current().dir, 'crypto-cli.mjs');

/**
 * A source file that finds a file beside itself (`new URL('x', import.meta.url)`) keeps finding
 * it from the bundle: its import.meta.url becomes the source file's own URL.
 */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/, namespace: 'file' }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * Builds dist-cli/<build>/ and points current.json at it with its inputs, so `isStale` can tell
 * when to build again. Two processes building at once each finish their own build; the last
 * pointer wins and both are complete.
 */
export async function buildCli() {
  const esbuild = await import('esbuild');
  const dir = `build-${Date.now()}-${process.pid}`;
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { 'crypto-cli': 'adapters/cli/main.ts' },
    outdir: join(OUT, dir),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // rxjs's ES2015 build, as in the browser bundle.
    conditions: ['es2015'],
    // esbuild runs a native binary: the gateway's page script is compiled with it at run time.
    external: ['esbuild'],
    // CommonJS packages inside an ES module bundle still call require for Node's modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepSourceUrls],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node_modules/'));
  const pointer = `${CURRENT}.${process.pid}`;
  writeFileSync(pointer, JSON.stringify({ dir, inputs }));
  renameSync(pointer, CURRENT);
  removeOldBuilds(dir);
}

function removeOldBuilds(keep) {
  for (const name of readdirSync(OUT)) {
    if (!name.startsWith('build-') || name === keep) continue;
    const path = join(OUT, name);
    if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Whether the bundle is missing or older than one of the files it was built from (or the lockfile). */
export function isStale() {
  const build = current();
  const bundle = build === undefined ? undefined : join(OUT, build.dir, 'crypto-cli.mjs');
  if (bundle === undefined || !existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return [...build.inputs, 'package-lock.json'].some((path) => {
    const file = join(ROOT, path);
    return !existsSync(file) || statSync(file).mtimeMs > built;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
