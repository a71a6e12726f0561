// Builds the browser app from ui/ into dist/: minified, split by route, content-hashed, with
// source maps and a metafile (dist/meta.json), and a default config.json (the runtime
// configuration: API base URL, gateway origin, wallet mode; replace it where the files are
// deployed). BASE_PATH (default /) is where the files are served from. `--watch` rebuilds on
// change and serves the app with the sandbox exchange, reloading the page after each build.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
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
      const card = watch ? undefined : await prerenderedLogin();
      await writeFile(`${outdir}/index.html`, indexHtml(js, css, basename(hubCss[0]), preloads(result.metafile.outputs, entry[0]), card));
      await writeFile(`${outdir}/config.json`, `${JSON.stringify({ apiBaseUrl, gatewayOrigin: null, walletMode: 'native' }, null, 2)}\n`);
      await writeFile(`${outdir}/meta.json`, JSON.stringify(result.metafile));
    });
  },
};

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The inline script that runs first, before any stylesheet can hold it: it decides whether the
 * prerendered sign-in card stays (then `<html data-prerendered>`; the script after the card
 * removes it otherwise) and preloads the code the page needs. On /hub/ pages (no other page pays
 * for it) that is the entry's imports, the hub's first screen and the hub's stylesheet, before the
 * entry's so the cascade keeps its order (areas, then the base). It also adds the app's entry
 * script. With the card kept, the entry and its imports are added after the first paint: compiling
 * them on arrival held that paint back (at 4x CPU slowdown /login painted at 5.3x the plain form's
 * time with them in the page's head), and the card takes typing before the app runs.
 */
const bootScript = (js, entryImports, hub, hubCss, keep) =>
  `(()=>{const b=${JSON.stringify(`${basePath}assets/`)};` +
  `const pre=(files)=>{for(const f of files){const l=document.createElement('link');l.rel='modulepreload';l.href=b+f;document.head.append(l)}};` +
  `const app=()=>{const s=document.createElement('script');s.type='module';s.src=b+${JSON.stringify(js)};document.head.append(s)};` +
  `if(location.pathname.startsWith(${JSON.stringify(`${basePath}hub/`)})){app();pre(${JSON.stringify(entryImports)});pre(${JSON.stringify(hub)});` +
  `const s=document.createElement('link');s.rel='stylesheet';s.href=b+${JSON.stringify(hubCss)};document.head.append(s);return}` +
  `if(${keep}){document.documentElement.setAttribute('data-prerendered','');requestAnimationFrame(()=>setTimeout(()=>{app();pre(${JSON.stringify(entryImports)})}));return}` +
  `app();pre(${JSON.stringify(entryImports)})})()`;

/**
 * After the card: it goes, before the first paint, wherever the boot script did not keep it.
 * Where it stays, its form is not sent by the browser itself before the app runs (that would put
 * the phone number in the address): it is marked sent, and the app sends it once it has hydrated.
 */
const CARD_GATE =
  `(()=>{const r=document.getElementById('root');if(!document.documentElement.hasAttribute('data-prerendered')){r.replaceChildren();return}` +
  `for(const f of r.querySelectorAll('form'))f.addEventListener('submit',(e)=>{e.preventDefault();f.setAttribute('data-submitted','')})})()`;

/**
 * The sign-in card rendered from the app itself (ui/wiring/prerender-login.tsx, built for Node
 * beside the browser build) and the condition that keeps it only where it is what the app would
 * show: `/login` paints its form before any script has run, and the app hydrates it.
 */
async function prerenderedLogin() {
  const outfile = 'node_modules/.cache/prerender/login.mjs';
  await esbuild.build({
    entryPoints: ['ui/wiring/prerender-login.tsx'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [precompiledMessages, paymentMarks],
    logLevel: 'warning',
  });
  const { prerenderLogin, keepsCard } = await import(`${pathToFileURL(outfile).href}?${String(Date.now())}`);
  return { html: prerenderLogin(), keep: keepsCard(`${basePath}login`) };
}

const indexHtml = (js, css, hubCss, { entryImports, hub }, card) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Crypto</title>
    <script>${bootScript(js, entryImports, hub, hubCss, card?.keep ?? 'false')}</script>
    <link rel="preload" href="${escapeAttribute(basePath)}config.json" as="fetch" crossorigin="anonymous" />
    <meta name="hub-stylesheet" content="${escapeAttribute(basePath)}assets/${hubCss}" />
    ${css === undefined ? '' : `<link rel="stylesheet" href="${escapeAttribute(basePath)}assets/${css}" />`}${watch ? '\n    <script src="/__livereload.js"></script>' : ''}
  </head>
  <body>
    <div id="root">${card?.html ?? ''}</div>${card === undefined ? '' : `\n    <script>${CARD_GATE}</script>`}
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
