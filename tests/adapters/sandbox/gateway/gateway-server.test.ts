import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { personaByKey } from '../../../../adapters/sandbox/exchange/personas';
import { GATEWAY_SCRIPT_PATH } from '../../../../adapters/sandbox/gateway/gateway-html';
import { startGatewayServer } from '../../../../adapters/sandbox/gateway/gateway-server';
import type { RunningServer } from '../../../../adapters/sandbox/server/listen';
import { connect } from 'node:net';
import { sessionCookie } from '../../../../adapters/sandbox/handlers/session-cookie';
import { signInDirect } from '../../../support/sign-in';
import { APP_ORIGIN, postedMessage, TEST_PURPOSE, VALID_CARD } from './gateway-fixture';

/** A request line written to the socket as it is: the status the server answers. */
const rawStatus = (url: string, requestLine: string): Promise<number> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nhost: ${hostname}\r\nconnection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
  });

describe('the gateway server on its own local port', () => {
  const exchange = new SandboxExchange({ clock: () => Date.UTC(2026, 10, 22), seed: 2 });
  const outcomes: string[] = [];
  let server: RunningServer;

  beforeAll(async () => {
    exchange.context.gateway.onComplete(TEST_PURPOSE, (_session, outcome) => outcomes.push(outcome));
    server = await startGatewayServer({ host: '127.0.0.1', port: 0, appOrigin: APP_ORIGIN, exchange });
  });
  afterAll(() => server.close());

  /** Zoe's browser: her session cookie, which the gateway gets too (same host, another port). */
  const cookie = (): string => sessionCookie(signInDirect(exchange, 'zoe').sessionId).split(';')[0] ?? '';

  const openCardForm = (): string => {
    const account = exchange.accountByPhone(personaByKey('zoe')?.phone ?? '');
    const url = exchange.context.gateway.open({
      id: exchange.context.nextId('gw'),
      kind: 'card_add',
      purpose: TEST_PURPOSE,
      messageSource: 'paymentGateway',
      accountUuid: account?.uuid ?? '',
      createdAt: exchange.now(),
      payload: {},
    });
    return `${server.url}${new URL(url).pathname}`;
  };

  it('serves a session page, its compiled script, and completes the session once on the form post', async () => {
    const url = openCardForm();
    const zoe = cookie();
    const page = await fetch(url, { headers: { cookie: zoe } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    expect(await page.text()).toContain('Add a card');

    const script = await (await fetch(`${server.url}${GATEWAY_SCRIPT_PATH}`)).text();
    expect(() => new Script(script), 'plain JavaScript, types stripped').not.toThrow();
    expect(script).toContain('postMessage');

    const submit = () =>
      fetch(url, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded', cookie: zoe },
        body: new URLSearchParams(VALID_CARD),
      });
    const first = await submit();
    expect(first.status).toBe(200);
    expect(postedMessage(await first.text())?.message).toEqual({ source: 'paymentGateway', status: 'success' });
    expect((await submit()).status).toBe(409);
    expect(outcomes).toEqual(['succeeded']);
  });

  it('answers a request line it cannot read with 400, never a server error: an absolute URL, a bad % sequence', async () => {
    expect(await rawStatus(server.url, 'GET http://evil.example/gateway/three_ds/x HTTP/1.1')).toBe(400);
    expect(await rawStatus(server.url, 'OPTIONS * HTTP/1.1')).toBe(400);
    expect((await fetch(`${server.url}/gateway/three_ds/%E0%A4%A`)).status).toBe(400);
  });
});
