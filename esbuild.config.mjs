// Builds the browser app from ui/ into dist/: minified, split by route, content-hashed, with
// source maps and a metafile (dist/meta.json), and a default config.json (the runtime
// configuration: API base URL, gateway origin, wallet mode; replace it where the files are
// deployed). BASE_PATH (default /) is where the files are served from. `--watch` rebuilds on
// change and serves the app with the sandbox exchange, reloading the page after each build.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { precompiledMessages } from './scripts/precompiled-messages.mjs';

const outdir = 'dist';
const watch = process.argv.includes('--watch');
const apiBaseUrl = process.env.API_BASE_URL ?? '';
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** Writes dist/index.html pointing at this build's hashed entry files. */
const htmlPlugin = {
  name: 'index-html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || result.metafile === undefined) return;
      const outputs = Object.entries(result.metafile.outputs);
      const entry = outputs.find(([, o]) => o.entryPoint === 'ui/main.tsx');
      if (entry === undefined) throw new Error('no entry output');
      const js = basename(entry[0]);
      const css = entry[1].cssBundle === undefined ? undefined : basename(entry[1].cssBundle);
      await writeFile(`${outdir}/index.html`, indexHtml(js, css));
      await writeFile(`${outdir}/config.json`, `${JSON.stringify({ apiBaseUrl, gatewayOrigin: null, walletMode: 'native' }, null, 2)}\n`);
      await writeFile(`${outdir}/meta.json`, JSON.stringify(result.metafile));
    });
  },
};

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const indexHtml = (js, css) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Crypto</title>
    <link rel="preload" href="${escapeAttribute(basePath)}config.json" as="fetch" crossorigin="anonymous" />
    ${css === undefined ? '' : `<link rel="stylesheet" href="${escapeAttribute(basePath)}assets/${css}" />`}
    <script type="module" src="${escapeAttribute(basePath)}assets/${js}"></script>${watch ? '\n    <script src="/__livereload.js"></script>' : ''}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const buildOptions = {
  entryPoints: ['ui/main.tsx'],
  outdir: `${outdir}/assets`,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['chrome120', 'firefox120', 'safari17'],
  minify: !watch,
  sourcemap: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  // Chunks import each other relatively; files a stylesheet names are found under the base path.
  publicPath: `${basePath}assets`,
  jsx: 'automatic',
  // rxjs's ES2015 build: its default export condition is ES5 with tslib helpers (larger, slower).
  conditions: ['es2015'],
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  legalComments: 'linked',
  logLevel: 'info',
  plugins: [precompiledMessages, htmlPlugin],
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
if (watch) {
  const { startDevServer } = await import('./scripts/dev-server.ts');
  await startDevServer(esbuild, buildOptions);
} else {
  await esbuild.build(buildOptions);
}
