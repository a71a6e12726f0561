import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FaultController } from '../../../../adapters/sandbox/faults/fault-controller';
import { faultInjector } from '../../../../adapters/sandbox/faults/fault-handlers';
import { type RunningServer, startSandboxServer } from '../../../../adapters/sandbox/server/http-server';

const BUNDLE = `export const app = "${'x'.repeat(4000)}";\n`;

/** A GET through node:http, which leaves the body as sent (fetch would decompress it). */
const rawGet = (url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

/** A request line written to the socket as it is: the status the server answers, 0 when it closed without one. */
const rawStatus = (url: string, head: string, body = ''): Promise<number> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nhost: ${hostname}\r\nconnection: close\r\n\r\n${body}`));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on('error', () => resolve(0));
  });

describe('the app server under hostile and careless requests', () => {
  let dir: string;
  let server: RunningServer;
  const lines: string[] = [];
  const faults = new FaultController();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-hardening-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(dir, 'assets', 'main-ABCDEFGH.js'), BUNDLE);
    await writeFile(join(dir, 'assets', 'main-ABCDEFGH.js.map'), '{"sources":["ui/main.tsx"]}');
    await writeFile(join(dir, 'meta.json'), '{"inputs":{"ui/main.tsx":{}}}');
    server = await startSandboxServer({
      host: '127.0.0.1',
      port: 0,
      staticDir: dir,
      handlers: [
        faultInjector(faults, { wait: () => Promise.resolve() }),
        http.get('*/api/ping', () => HttpResponse.json({ ok: true })),
        http.post('*/api/echo', async ({ request }) => HttpResponse.json({ ok: true, size: (await request.text()).length })),
      ],
      log: (line) => lines.push(line),
      corsOrigins: ['http://localhost:3000'],
    });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps an idle connection 65 s, past the idle limits of the clients it meets (a reused connection the server has just closed is a "socket hang up")', async () => {
    const answer = await rawGet(`${server.url}/api/ping`, { connection: 'keep-alive' });
    expect(answer.headers['keep-alive']).toBe('timeout=65');
  });

  it('marks private JSON answers no-store', async () => {
    expect((await fetch(`${server.url}/api/ping`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/api/nothing`)).headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body over 64 KB with 413, by its length or as it streams, without reading it whole', async () => {
    const big = 'x'.repeat(65 * 1024);
    expect((await fetch(`${server.url}/api/echo`, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } })).status).toBe(413);
    const chunked = await rawStatus(
      server.url,
      'POST /api/echo HTTP/1.1\r\ntransfer-encoding: chunked\r\ncontent-type: application/json',
      `10000\r\n${'y'.repeat(0x10000)}\r\n10\r\n${'y'.repeat(16)}\r\n0\r\n\r\n`,
    );
    expect(chunked).toBe(413);
    expect(await (await fetch(`${server.url}/api/echo`, { method: 'POST', body: 'x'.repeat(1000) })).json()).toEqual({ ok: true, size: 1000 });
  });

  it('answers a request line it cannot read with 400 and one line of log, never a 500 with a stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await rawStatus(server.url, 'GET http://evil.example/api/ping HTTP/1.1')).toBe(400);
      expect((await fetch(`${server.url}/api/%E0%A4%A`)).status).toBe(400);
      expect((await fetch(`${server.url}/hub/%`)).status).toBe(400);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^sandbox: 400 for GET "http:\/\/evil.example\/api\/ping": /),
        expect.stringMatching(/^sandbox: 400 for GET "\/api\/%E0%A4%A": the path has a bad % sequence$/),
        expect.stringMatching(/^sandbox: 400 for GET "\/hub\/%": /),
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('closes the connection for the drop fault, cleanly (no ERR_HTTP_INVALID_STATUS_CODE)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      faults.arm({ path: '/api/ping', kind: 'drop', times: 1 });
      await expect(fetch(`${server.url}/api/ping`)).rejects.toThrow();
      expect(errors).not.toHaveBeenCalled();
      expect((await fetch(`${server.url}/api/ping`)).status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });

  it('logs one line per request: method, path, status, time', async () => {
    lines.length = 0;
    await (await fetch(`${server.url}/api/ping?secret=1`)).arrayBuffer();
    await new Promise((done) => setTimeout(done, 20));
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/ping 200 \d+\.\dms$/)]);
  });

  it('lets configured origins call the API with credentials (CORS), and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/echo`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-signature');
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${server.url}/api/ping`, { headers: { origin: 'http://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the app compressed (brotli, else gzip), hashed files cached for a year, and neither source maps nor meta.json', async () => {
    const br = await rawGet(`${server.url}/assets/main-ABCDEFGH.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gz = await rawGet(`${server.url}/assets/main-ABCDEFGH.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await rawGet(`${server.url}/assets/main-ABCDEFGH.js`, {});
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BUNDLE]);
    for (const path of ['/assets/main-ABCDEFGH.js.map', '/meta.json']) {
      const hidden = await fetch(`${server.url}${path}`);
      expect(await hidden.text(), `${path}: the SPA fallback, not the file`).toContain('<!doctype html>');
    }
  });

  it('serves source maps and meta.json with the development flag', async () => {
    const dev = await startSandboxServer({ host: '127.0.0.1', port: 0, staticDir: dir, handlers: [], devFiles: true });
    try {
      expect(await (await fetch(`${dev.url}/meta.json`)).json()).toEqual({ inputs: { 'ui/main.tsx': {} } });
      expect(await (await fetch(`${dev.url}/assets/main-ABCDEFGH.js.map`)).json()).toEqual({ sources: ['ui/main.tsx'] });
    } finally {
      await dev.close();
    }
  });
});
