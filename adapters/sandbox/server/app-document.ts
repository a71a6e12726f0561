import { createHash } from 'node:crypto';

/**
 * get-nonce (used by react-style-singleton, used by radix's scroll lock) falls back to the
 * global `__webpack_nonce__`; this script sets it from the page's meta. Inline, right after the
 * meta, allowed by its hash like the build's own inline scripts (`inlineScriptHashes`): it runs
 * before the app with no request of its own (as a file it cost /login a request and 0.4 KB).
 */
export const NONCE_SCRIPT = `globalThis.__webpack_nonce__ = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;`;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface AppDocumentValues {
  /** This response's style nonce (the same as in its Content-Security-Policy). */
  readonly nonce: string;
}

/**
 * The built index.html with what only the server knows: the style nonce of this response and
 * the inline script that hands it to the app. (What the page runs against, the gateway origin
 * among it, is in config.json.) Both go first in the head, after the charset.
 */
export function withServerValues(html: string, values: AppDocumentValues): string {
  const tags = [`<meta name="csp-nonce" content="${escapeAttribute(values.nonce)}" />`, `<script>${NONCE_SCRIPT}</script>`];
  return html.replace(/<head>(\s*<meta charset="utf-8" \/>)?/, (head) => `${head}\n    ${tags.join('\n    ')}`);
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP hash sources ('sha256-...') of the page's inline scripts (the nonce script, the build's route preload), so the policy allows exactly them. */
export function inlineScriptHashes(html: string): readonly string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
