import { createHash } from 'node:crypto';

/** Path of the script that hands the page's style nonce to get-nonce (served by the sandbox server). */
export const NONCE_SCRIPT_PATH = '/__sandbox/csp-nonce.js';

/**
 * get-nonce (used by react-style-singleton, used by radix's scroll lock) falls back to the
 * global `__webpack_nonce__`; this external script sets it from the page's meta, so no inline
 * script is needed.
 */
export const NONCE_SCRIPT = `globalThis.__webpack_nonce__ = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;\n`;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface AppDocumentValues {
  /** This response's style nonce (the same as in its Content-Security-Policy). */
  readonly nonce: string;
}

/**
 * The built index.html with what only the server knows: the style nonce of this response and
 * the nonce script. (What the page runs against, the gateway origin among it, is in config.json.)
 * The script is deferred and goes first in the head: deferred and module scripts run in document
 * order once the page is parsed, so it still runs before the app, without holding the first paint
 * (a plain script there stopped the parser until it had arrived and run). The charset stays first.
 */
export function withServerValues(html: string, values: AppDocumentValues): string {
  const tags = [`<meta name="csp-nonce" content="${escapeAttribute(values.nonce)}" />`, `<script defer src="${NONCE_SCRIPT_PATH}"></script>`];
  return html.replace(/<head>(\s*<meta charset="utf-8" \/>)?/, (head) => `${head}\n    ${tags.join('\n    ')}`);
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP hash sources ('sha256-...') of the page's inline scripts (the build's route preload), so the policy allows exactly them. */
export function inlineScriptHashes(html: string): readonly string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
