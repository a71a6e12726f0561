import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillPath, routes } from '../../../../adapters/http/routes';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { FaultController } from '../../../../adapters/sandbox/faults/fault-controller';
import { sandboxHandlers } from '../../../../adapters/sandbox/handlers';
import { sessionCookie } from '../../../../adapters/sandbox/handlers/session-cookie';
import { StateJournal } from '../../../../adapters/sandbox/persistence/state-journal';
import { MemoryDisk } from '../../../support/memory-disk';
import { signInDirect } from '../../../support/sign-in';

const ORIGIN = 'http://sandbox.test';
const NOW = Date.UTC(2026, 10, 22, 12);

function sandbox(disk?: MemoryDisk) {
  const exchange = new SandboxExchange({ clock: () => NOW, seed: 2, ...(disk === undefined ? {} : { durable: StateJournal.open('/s/state.json', { disk }) }) });
  const handlers = sandboxHandlers(exchange, { faults: new FaultController(), wait: () => Promise.resolve() });
  const cookie = sessionCookie(exchange.transaction(() => signInDirect(exchange, 'alex')).sessionId).split(';')[0] ?? '';
  const call = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const answer = await getResponse(handlers, new Request(`${ORIGIN}${path}`, { method: 'POST', ...init, headers: { cookie, ...init.headers } }));
    if (answer === undefined) throw new Error(`nothing answered ${path}`);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const json = (path: string, body: string, headers: Record<string, string> = {}) =>
    call(path, { body, headers: { 'content-type': 'application/json', ...headers } });
  return { exchange, call, json };
}

const QUOTATIONS = routes.fiatWalletQuotation.path;

describe('every call goes through one request pipeline', () => {
  it('answers a body that is not JSON with 400 invalid_json saying why (it was read as {} and answered invalid_parameter)', async () => {
    const { json } = sandbox();
    const answer = await json(QUOTATIONS, '{"from_currency": "USD",');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: 'invalid_json' });
    expect(String(answer.body['error_message'])).toMatch(/^the body is not JSON: /);
  });

  it('validates the body against the route request schema: invalid_parameter names the field', async () => {
    const { json } = sandbox();
    const answer = await json(QUOTATIONS, JSON.stringify({ from_currency: 'USD', to_currency: 'BTC', fixed_side: 'buy', amount: 12 }));
    expect(answer).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid_parameter', error_message: expect.stringMatching(/^amount: /), meta: { field: 'amount' } },
    });
    const missing = await json(routes.confirmQuotation.path, '{}');
    expect(missing.status, 'a signed call: the signature is checked only on a well-formed body').toBe(400);
    expect((await json(QUOTATIONS, '[]')).body).toMatchObject({ error: 'invalid_parameter', meta: { field: '(body)' } });
  });

  it('refuses deep nesting before parsing it, and bodies over 64 KB', async () => {
    const { json } = sandbox();
    expect((await json(QUOTATIONS, `${'['.repeat(1000)}${']'.repeat(1000)}`)).body).toMatchObject({
      error: 'invalid_json',
      error_message: expect.stringMatching(/deeper than 32/),
    });
    const large = await json(QUOTATIONS, JSON.stringify({ from_currency: 'x'.repeat(70 * 1024) }));
    expect(large).toMatchObject({ status: 413, body: { error: 'request_too_large' } });
  });

  it('checks the session of a private call before parsing its body: signed out, a malformed or deeply nested body is 401, not 400', async () => {
    const { call } = sandbox();
    for (const body of ['{"from_currency":', '['.repeat(60_000)]) {
      const answer = await call(QUOTATIONS, { body, headers: { cookie: '', 'content-type': 'application/json' } });
      expect(answer).toEqual({ status: 401, body: { ok: false, error: 'unauthorized' } });
    }
  });

  it('treats a malformed session cookie as no session (401), never a server error', async () => {
    const { call } = sandbox();
    expect((await call(routes.showUser.path, { method: 'GET', headers: { cookie: 'sbx_session=%E0%A4%A' } })).status).toBe(401);
  });

  it('answers 500 internal_error when the change cannot be made durable, and keeps nothing of it', async () => {
    const disk = new MemoryDisk();
    const { exchange, json } = sandbox(disk);
    const before = exchange.snapshot();
    disk.writesLeft = 0;
    const answer = await json(QUOTATIONS, JSON.stringify({ from_currency: 'USD', to_currency: 'BTC', fixed_side: 'buy', amount: '10' }));
    expect(answer).toEqual({ status: 500, body: { ok: false, error: 'internal_error' } });
    expect(exchange.snapshot()).toEqual(before);
  });
});

describe('cross-site calls are refused before anything runs', () => {
  const mutating = Object.entries(routes).filter(([, r]) => r.method !== 'GET');

  it.each([
    ['a foreign Origin', { origin: 'http://evil.example', 'content-type': 'application/json' }, 403],
    ['Origin null', { origin: 'null', 'content-type': 'application/json' }, 403],
    ['cross-site fetch metadata without Origin', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, 403],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ])('%s: every state-changing call (control calls too) is refused, and nothing changes', async (_, headers, status) => {
    const { exchange, call } = sandbox();
    const before = exchange.snapshot();
    for (const [name, r] of mutating) {
      const params = Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', 'x1']));
      const answer = await call(fillPath(r.path, params), { method: r.method, body: '{}', headers });
      expect(answer.status, name).toBe(status);
    }
    expect(exchange.snapshot()).toEqual(before);
  });

  it("takes the app's own origin (by the server's address or the Host it was called by), and clients that send no Origin", async () => {
    const { json } = sandbox();
    const body = JSON.stringify({ from_currency: 'USD', to_currency: 'BTC', fixed_side: 'buy', amount: '10' });
    expect((await json(QUOTATIONS, body, { origin: ORIGIN })).body).toMatchObject({ ok: true });
    expect((await json(QUOTATIONS, body, { origin: 'http://localhost:8080', host: 'localhost:8080' })).body).toMatchObject({ ok: true });
    expect((await json(QUOTATIONS, body)).body).toMatchObject({ ok: true });
  });
});
