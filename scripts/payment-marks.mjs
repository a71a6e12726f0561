// esbuild plugin for the browser build: `import url from 'payment-mark:visa'` gives the URL of
// that payment mark as an SVG file of the build (content-hashed, so cached for a year), made from
// the SVG Logos set (@iconify-json/logos, CC0-1.0). The marks load as images: no SVG enters the
// JavaScript. Tests resolve the same ids to plain paths (tests/vitest.config.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The payment marks the app shows, by their id in the app and their name in the set. */
export const PAYMENT_MARKS = {
  visa: 'visa',
  visa_electron: 'visaelectron',
  mastercard: 'mastercard',
  maestro: 'maestro',
  pay_pal: 'paypal',
  apple_pay: 'apple-pay',
  google_pay: 'google-pay',
};

let icons;
async function markSvg(id) {
  const name = PAYMENT_MARKS[id];
  if (name === undefined) throw new Error(`payment-mark:${id} is not one of ${Object.keys(PAYMENT_MARKS).join(', ')}`);
  icons ??= JSON.parse(await readFile(createRequire(import.meta.url).resolve('@iconify-json/logos/icons.json'), 'utf8'));
  const icon = icons.icons[name];
  const width = icon.width ?? icons.width;
  const height = icon.height ?? icons.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>`;
}

export const paymentMarks = {
  name: 'payment-marks',
  setup(build) {
    build.onResolve({ filter: /^payment-mark:/ }, (args) => ({ path: `${args.path.slice('payment-mark:'.length)}.svg`, namespace: 'payment-mark' }));
    build.onLoad({ filter: /.*/, namespace: 'payment-mark' }, async (args) => ({ contents: await markSvg(args.path.replace(/\.svg$/, '')), loader: 'file' }));
  },
};
