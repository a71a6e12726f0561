// Builds the live-prices bench's page (bench-page.tsx) into dist-bench/ as the app is built:
// minified, production React, the app's message and payment-mark plugins.
import * as esbuild from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { paymentMarks } from '../../payment-marks.mjs';
import { precompiledMessages } from '../../precompiled-messages.mjs';

const OUT = 'dist-bench';
await esbuild.build({
  entryPoints: ['scripts/bench/live/bench-page.tsx'],
  outdir: OUT,
  bundle: true,
  format: 'esm',
  target: ['chrome120'],
  minify: true,
  jsx: 'automatic',
  conditions: ['es2015'],
  assetNames: 'media/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [precompiledMessages, paymentMarks],
});
await writeFile(
  `${OUT}/index.html`,
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/bench-page.css"></head><body><div id="root"></div><script type="module" src="/bench-page.js"></script></body></html>',
);
