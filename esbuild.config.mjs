// Builds the browser app from ui/ into dist/: minified, split by route, content-hashed, with
// source maps and a metafile (dist/meta.json), and a default config.json (the runtime
// configuration: API base URL, gateway origin, wallet mode; replace it where the files are
// deployed). BASE_PATH (default /) is where the files are served from. `--watch` rebuilds on
// change and serves the app with the sandbox exchange, reloading the page after each build.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { paymentMarks } from './scripts/payment-marks.mjs';
import { precompiledMessages } from './scripts/precompiled-messages.mjs';

const outdir = 'dist';
const watch = process.argv.includes('--watch');
const apiBaseUrl = process.env.API_BASE_URL ?? '';
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/**
 * The code /hub/home needs at once beyond the entry: the hub's routes and services, and the HTTP
 * adapters its first screen calls on load (each port loads its adapter on first use). A page
 * under /hub/ preloads all of it together with the entry, so nothing is discovered late.
 */
const HUB_FIRST_SCREEN = [
  'ui/hub/HubRoutes.tsx',
  'adapters/wiring/browser-hub.ts',
  'adapters/http/config-http-adapter.ts',
  'adapters/http/baskets-http-adapter.ts',
  'adapters/http/payments-http-adapter.ts',
  'adapters/http/coins-http-adapter.ts',
  'adapters/http/rewards-http-adapter.ts',
  // The home's cash account setup banner reads the KYC status at once.
  'adapters/http/kyc-http-adapter.ts',
];

/** The hub areas' styles: a file of its own, which /login never downloads (ui/app/hub-stylesheet.ts loads it). */
const HUB_STYLESHEET = 'ui/styles/hub.css';

/** An output file and everything it imports statically, transitively. */
function staticClosure(outputs, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    (outputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement').forEach((i) => visit(i.path));
  };
  start.forEach(visit);
  return seen;
}

/**
 * What index.html preloads: the entry's static imports for every page (the browser would only
 * find them after parsing the entry), and the hub's first screen for pages under /hub/ (an inline
 * script, since a static host serves one index.html for every path; the sandbox server allows it
 * by its hash in the Content-Security-Policy).
 */
function preloads(outputs, entry) {
  const assetName = (file) => file.slice(`${outdir}/assets/`.length);
  const first = staticClosure(outputs, [entry]);
  const hubEntries = HUB_FIRST_SCREEN.map((source) => {
    const found = Object.keys(outputs).find((file) => outputs[file].entryPoint === source);
    if (found === undefined) throw new Error(`HUB_FIRST_SCREEN: ${source} is not a split point of the build`);
    return found;
  });
  const hub = [...staticClosure(outputs, hubEntries)].filter((file) => !first.has(file) && file.endsWith('.js'));
  return { entryImports: [...first].filter((file) => file !== entry && file.endsWith('.js')).map(assetName), hub: hub.map(assetName) };
}

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
      const hubCss = outputs.find(([, o]) => o.entryPoint === HUB_STYLESHEET);
      if (hubCss === undefined) throw new Error('no hub stylesheet output');
      await writeFile(`${outdir}/index.html`, indexHtml(js, css, basename(hubCss[0]), preloads(result.metafile.outputs, entry[0])));
      await writeFile(`${outdir}/config.json`, `${JSON.stringify({ apiBaseUrl, gatewayOrigin: null, walletMode: 'native' }, null, 2)}\n`);
      await writeFile(`${outdir}/meta.json`, JSON.stringify(result.metafile));
    });
  },
};

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The inline script that, on /hub/ pages only (no other page pays for it), preloads the hub's first
 * screen and adds the hub's stylesheet, before the entry's so the cascade keeps its order (areas,
 * then the base).
 */
const hubPreloadScript = (files) =>
  `(()=>{const b=${JSON.stringify(`${basePath}assets/`)};if(!location.pathname.startsWith(${JSON.stringify(`${basePath}hub/`)}))return;` +
  `for(const f of ${JSON.stringify(files)}){const l=document.createElement('link');l.rel='modulepreload';l.href=b+f;document.head.append(l)}` +
  `const s=document.createElement('link');s.rel='stylesheet';s.href=document.querySelector('meta[name=hub-stylesheet]').content;` +
  `document.head.insertBefore(s,document.querySelector('link[rel=stylesheet]'))})()`;

const indexHtml = (js, css, hubCss, { entryImports, hub }) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Crypto</title>
    <link rel="preload" href="${escapeAttribute(basePath)}config.json" as="fetch" crossorigin="anonymous" />
    <meta name="hub-stylesheet" content="${escapeAttribute(basePath)}assets/${hubCss}" />
    ${css === undefined ? '' : `<link rel="stylesheet" href="${escapeAttribute(basePath)}assets/${css}" />`}
    <script type="module" src="${escapeAttribute(basePath)}assets/${js}"></script>
    ${entryImports.map((file) => `<link rel="modulepreload" href="${escapeAttribute(basePath)}assets/${file}" />`).join('\n    ')}
    <script>${hubPreloadScript(hub)}</script>${watch ? '\n    <script src="/__livereload.js"></script>' : ''}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const buildOptions = {
  entryPoints: ['ui/main.tsx', HUB_STYLESHEET],
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
  plugins: [precompiledMessages, paymentMarks, htmlPlugin],
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
if (watch) {
  const { startDevServer } = await import('./scripts/dev-server.ts');
  await startDevServer(esbuild, buildOptions);
} else {
  await esbuild.build(buildOptions);
}
