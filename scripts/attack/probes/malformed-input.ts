import { connect } from 'node:net';
import { fillPath, routes } from '../../../adapters/http/routes';
import { ALEX } from '../operations';
import { WireClient } from '../wire-client';

export interface MalformedInputFigures {
  readonly requests: number;
  /** Answers 500 or above (or no answer at all) to input a client should be told is wrong. */
  readonly serverErrors: number;
  readonly examples: readonly string[];
}

/** Field names the contract uses, each given a value of the wrong kind. */
const WRONG_TYPES = Object.fromEntries(
  [
    'amount',
    'currency',
    'quotation_id',
    'order_id',
    'preview_id',
    'request_id',
    'passcode',
    'phone',
    'phone_otp',
    'otp',
    'pubkey',
    'side',
    'from_currency',
    'to_currency',
    'fixed_side',
    'to_amount',
    'from',
    'to',
    'basket_id',
    'payment_method',
    'credit_card_id',
    'answers',
    'section_id',
    'triggered_by',
    'favorite_coins',
    'currencies',
    'purchase_uuid',
    'token',
    'payment_id',
    'mission_id',
    'code',
    'kind',
    'path',
    'times',
    'usage',
  ].map((name, i) => [name, [{}, [], 12, null, true, { $gt: '' }, 1e308, -1][i % 8]]),
);

const BODIES: readonly (string | Uint8Array<ArrayBuffer>)[] = [
  '{',
  '{"a":',
  'not json',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  JSON.stringify(WRONG_TYPES),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"amount":"${'9'.repeat(10_000)}"}`,
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];

/** A raw HTTP/1.1 request written to the socket as it is; the status line's code, or 0 when the server closed without one. */
function rawRequest(url: string, requestLine: string, headers = ''): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nhost: ${hostname}:${port}\r\n${headers}connection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on('error', () => resolve(0));
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

/**
 * Sends what a careless or hostile client sends: malformed and mistyped JSON to every call that
 * changes something (signed in, and signed with the device key where the call is signed),
 * mistyped queries to every read, a bad % sequence in paths, a malformed session cookie, and
 * absolute-URL request lines to both servers. None of it may be answered with a server error.
 */
export async function malformedInputProbe(base: string, gatewayBase: string): Promise<MalformedInputFigures> {
  const client = new WireClient(base);
  await client.signIn(ALEX);
  const examples: string[] = [];
  let requests = 0;
  let serverErrors = 0;
  const count = (what: string, status: number): void => {
    requests += 1;
    if (status >= 500 || status === 0) {
      serverErrors += 1;
      if (examples.length < 12) examples.push(`${what}: ${String(status)}`);
    }
  };
  for (const [name, route] of Object.entries(routes)) {
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', 'x1']));
    const path = fillPath(route.path, params);
    if (route.method === 'GET' || route.method === 'DELETE') {
      const answer = await client.call(route.method, `${path}?count=1e999&currency=%00&id[]=1&page_index=-5&from=&to=x`);
      count(`${name} with a mistyped query`, answer.status);
      continue;
    }
    if (name === 'sandboxReset') continue;
    for (const body of BODIES) {
      const answer = await client.call(route.method, path, undefined, {
        raw: body,
        headers: { 'content-type': 'application/json' },
        signed: route.signed === true,
      });
      count(`${name} with ${typeof body === 'string' ? body.slice(0, 20) : 'invalid UTF-8'}`, answer.status);
    }
  }
  for (const path of ['/api/%E0%A4%A', '/api/crypto_wallets/transactions/%ZZ', '/hub/%', '/%c0%af'])
    count(`GET ${path}`, (await client.call('GET', path)).status);
  count(
    'a malformed session cookie',
    (await client.call('GET', '/api/user/show', undefined, { anonymous: true, headers: { cookie: 'sbx_session=%E0%A4%A' } })).status,
  );
  count('a gateway page with a bad % sequence', (await fetch(`${gatewayBase}/gateway/three_ds/%E0%A4%A`)).status);
  count('an absolute-URL request line to the gateway', await rawRequest(gatewayBase, 'GET http://evil.example/gateway/three_ds/x HTTP/1.1'));
  count('an absolute-URL request line to the app', await rawRequest(base, 'GET http://evil.example/api/currencies HTTP/1.1'));
  count('an asterisk request line to the gateway', await rawRequest(gatewayBase, 'OPTIONS * HTTP/1.1'));
  return { requests, serverErrors, examples };
}
