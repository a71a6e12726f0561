import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_SCRIPT } from '../../../../adapters/sandbox/server/app-document';
import { type RunningServer, startSandboxServer } from '../../../../adapters/sandbox/server/http-server';

const GATEWAY = 'http://127.0.0.1:9101';

/** Directive -> sources of a Content-Security-Policy header. */
const directives = (header: string | null): Map<string, string[]> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('the app server on a real local port', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-app-'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/main-ABCDEFGH.js"></script>\n  </head>\n  <body></body>\n</html>\n',
    );
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'main-ABCDEFGH.js'), 'console.log("app");\n');
    server = await startSandboxServer({
      host: '127.0.0.1',
      port: 0,
      staticDir: dir,
      handlers: [http.get('*/api/ping', () => HttpResponse.json({ ok: true }))],
      security: { gatewayOrigin: GATEWAY, apiOrigins: ['https://api.example.test'] },
      runtimeConfig: { apiBaseUrl: '', gatewayOrigin: GATEWAY, walletMode: 'sandbox' },
    });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a strict Content-Security-Policy with the app: own scripts, no plugins, no <base>, never framed, frames only from the gateway, images from the API too', async () => {
    const response = await fetch(`${server.url}/hub/home`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // Own files, and the one inline script of this page (the nonce script) by its hash.
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(NONCE_SCRIPT).digest('base64')}'`]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual([GATEWAY]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.test']);
    // Images also from the API's origin: the coin icons are the backend's (icon_image_url).
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.test']);
    expect(csp.get('style-src')?.[0]).toBe("'self'");
    expect(csp.get('style-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('sends the hardening headers', async () => {
    const { headers } = await fetch(`${server.url}/`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toBe('payment=(self), camera=(), microphone=(), geolocation=(), usb=()');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it("sends the app's files with the hardening headers only: a document's policy acts on documents, and would cost ~600 bytes a file", async () => {
    const { headers } = await fetch(`${server.url}/assets/main-ABCDEFGH.js`);
    expect(headers.get('content-type')).toContain('text/javascript');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options'])
      expect(headers.get(name), name).toBeNull();
  });

  it("sends a file's and a page's length rather than chunked framing", async () => {
    for (const path of ['/assets/main-ABCDEFGH.js', '/login']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.headers.get('transfer-encoding'), path).toBeNull();
      expect(answer.headers.get('content-length'), path).toBe(String(Buffer.byteLength(await answer.text())));
    }
  });

  it("puts each response's own style nonce in the page with the script that hands it to the app, allowed by its hash, and tells the app its gateway in config.json", async () => {
    const pages = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/login`)]);
    const nonces = await Promise.all(
      pages.map(async (response) => {
        const html = await response.text();
        const fromHeader = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
        expect(html).toContain(`<meta name="csp-nonce" content="${fromHeader ?? 'missing'}" />`);
        expect(html).not.toContain('payment-gateway-origin');
        // Inline, first after the charset: it runs before the app with no request of its own.
        const script = `<script>${NONCE_SCRIPT}</script>`;
        expect(html).toMatch(/<head>\s*<meta name="csp-nonce"[^>]*>\s*<script>globalThis.__webpack_nonce__/);
        expect(html.indexOf(script)).toBeLessThan(html.indexOf('type="module"'));
        expect(response.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(NONCE_SCRIPT).digest('base64')}'`);
        return fromHeader;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    const config = await fetch(`${server.url}/config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual({ apiBaseUrl: '', gatewayOrigin: GATEWAY, walletMode: 'sandbox' });
  });

  it('answers the API through the sandbox handlers with the same headers', async () => {
    const response = await fetch(`${server.url}/api/ping`);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.url}/api/unknown`)).status).toBe(404);
  });

  it('frames nothing when no gateway is configured', async () => {
    const bare = await startSandboxServer({ host: '127.0.0.1', port: 0, staticDir: dir, handlers: [] });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(directives(response.headers.get('content-security-policy')).get('frame-src')).toEqual(["'none'"]);
      expect((await fetch(`${bare.url}/config.json`)).headers.get('content-type'), 'no runtime configuration: the SPA fallback').toContain('text/html');
    } finally {
      await bare.close();
    }
  });
});
