import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { direct, jsonAnswer } from '../../../../adapters/sandbox/handlers/direct-route';
import { CLIENT_HEADER } from '../../../../adapters/sandbox/handlers/request-body';
import type { SandboxRequest } from '../../../../adapters/sandbox/handlers/sandbox-request';
import { type RunningServer, startSandboxServer } from '../../../../adapters/sandbox/server/http-server';

/** What a route saw of the call it answered. */
const echo = async (request: SandboxRequest) =>
  jsonAnswer({
    url: request.url,
    method: request.method,
    accept: request.headers.get('Accept'),
    client: request.headers.get(CLIENT_HEADER),
    missing: request.headers.get('x-not-sent'),
    body: await request.text(),
  });

describe('the Node server hands its own routes a light request, and msw handlers a fetch Request', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startSandboxServer({
      host: '127.0.0.1',
      port: 0,
      staticDir: undefined,
      handlers: [
        direct(
          http.all('*/api/echo', () => HttpResponse.json({ through: 'msw' })),
          { method: undefined, path: '/api/echo', resolve: echo },
        ),
        http.post('*/api/msw-echo', async ({ request }) => HttpResponse.json({ body: await request.text(), client: request.headers.get(CLIENT_HEADER) })),
      ],
    });
  });

  afterAll(() => server.close());

  it("reads the URL on the server's own origin, the method, headers case-insensitively (null when absent), the body, and the caller's address in place of a sent client header", async () => {
    const response = await fetch(`${server.url}/api/echo?x=1`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [CLIENT_HEADER]: 'forged' },
      body: '{"a":1}',
    });
    expect(await response.json()).toEqual({
      url: `${server.url}/api/echo?x=1`,
      method: 'POST',
      accept: 'application/json',
      client: '127.0.0.1',
      missing: null,
      body: '{"a":1}',
    });
  });

  it('reads a GET as having no body', async () => {
    const response = await fetch(`${server.url}/api/echo`);
    expect(await response.json()).toMatchObject({ method: 'GET', body: '' });
  });

  it('gives an msw handler a real fetch Request with the same body and client address', async () => {
    const response = await fetch(`${server.url}/api/msw-echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"b":2}' });
    expect(await response.json()).toEqual({ body: '{"b":2}', client: '127.0.0.1' });
  });
});
