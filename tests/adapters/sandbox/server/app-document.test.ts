import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, NONCE_SCRIPT, withServerValues } from '../../../../adapters/sandbox/server/app-document';

describe("the page with the server's values", () => {
  it('keeps the charset first, then the nonce and its inline script, before everything the build wrote; the script is among the hashed ones', () => {
    const built =
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n    <title>Crypto</title>\n    <script type="module" src="/m.js"></script>\n  </head>\n</html>\n';
    const html = withServerValues(built, { nonce: 'n"<' });
    const order = ['<meta charset="utf-8" />', '<meta name="csp-nonce" content="n&quot;&lt;" />', `<script>${NONCE_SCRIPT}</script>`, '<title>'];
    const places = order.map((part) => html.indexOf(part));
    expect(places.every((place) => place > 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});
