import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { GatewayKind } from '../../adapters/sandbox/exchange/gateway-registry';
import { DEMO_OTP, DEMO_PASSCODE, personaByKey } from '../../adapters/sandbox/exchange/personas';
import { SESSION_COOKIE } from '../../adapters/sandbox/handlers/session-cookie';
import { SandboxExchange } from '../../adapters/sandbox/exchange/sandbox-exchange';
import { startGatewayServer } from '../../adapters/sandbox/gateway/gateway-server';
import { startSandboxServer } from '../../adapters/sandbox/server/http-server';

const HOST = '127.0.0.1';

const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Payment frame host</title>
    <script type="module" src="/host.js"></script>
  </head>
  <body>
    <main>
      <h1>Payment frame host</h1>
      <button type="button" id="apple-pay">Apple Pay</button>
      <button type="button" id="google-pay">Google Pay</button>
      <button type="button" id="paypal">PayPal</button>
      <ul id="results" aria-label="Frame results"></ul>
      <div id="frame-slot"></div>
    </main>
  </body>
</html>
`;

/** A port nobody listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Two local origins as `npm start` runs them: a host page served by the app server (with the
 * app's security headers) and the gateway server, sharing one sandbox exchange. Sessions opened
 * here are applied by `completions`.
 */
export async function startGatewayHost() {
  const [appPort, gatewayPort] = [await freePort(), await freePort()];
  const appOrigin = `http://${HOST}:${String(appPort)}`;
  const gatewayOrigin = `http://${HOST}:${String(gatewayPort)}`;
  const dir = await mkdtemp(join(tmpdir(), 'gateway-host-'));
  await writeFile(join(dir, 'index.html'), HOST_PAGE);
  await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'frame-host-page.ts')],
    bundle: true,
    format: 'esm',
    outfile: join(dir, 'host.js'),
    logLevel: 'silent',
  });

  const exchange = new SandboxExchange({ clock: () => Date.now(), seed: 11, gatewayOrigin });
  const completions: string[] = [];
  exchange.context.gateway.onComplete('e2e', (session, outcome) => completions.push(`${session.kind} ${outcome}`));
  const gateway = await startGatewayServer({ host: HOST, port: gatewayPort, appOrigin, exchange });
  const app = await startSandboxServer({
    host: HOST,
    port: appPort,
    staticDir: dir,
    handlers: [],
    security: { gatewayOrigin },
    runtimeConfig: { apiBaseUrl: '', gatewayOrigin, walletMode: 'sandbox' },
  });
  const account = exchange.accountByPhone(personaByKey('alex')?.phone ?? '');
  // The gateway answers only the customer whose session opened a page: Alex's browser carries her cookie (one host, two ports).
  const started = exchange.sessions.startSession(personaByKey('alex')?.phone ?? '');
  if (!started.ok) throw new Error('no session for alex');
  const verified = exchange.sessions.verifyOtp(started.value.id, DEMO_OTP);
  const signedIn = verified.ok ? exchange.sessions.verifyPasscode(verified.value.id, DEMO_PASSCODE) : verified;
  if (!signedIn.ok) throw new Error('alex cannot sign in');

  return {
    appOrigin,
    gatewayOrigin,
    completions,
    /** Alex's session cookie, for the browser context: `context.addCookies([host.sessionCookie])`. */
    sessionCookie: { name: SESSION_COOKIE, value: signedIn.value.id, domain: HOST, path: '/', httpOnly: true, sameSite: 'Lax' as const },
    /** Opens a session the way an area does; returns its page's URL. */
    open: (kind: GatewayKind, messageSource: string, payload: Record<string, string> = {}): string =>
      exchange.context.gateway.open({
        id: exchange.context.nextId('gw'),
        kind,
        purpose: 'e2e',
        messageSource,
        accountUuid: account?.uuid ?? '',
        createdAt: exchange.now(),
        payload,
      }),
    /** The host page, framing `frame` or offering `popup` behind its PayPal button. */
    hostUrl: (pages: { frame?: string; popup?: string } = {}): string => {
      const query = new URLSearchParams(Object.entries(pages).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
      return `${appOrigin}/${query === '' ? '' : `?${query}`}`;
    },
    stop: async () => {
      await Promise.all([app.close(), gateway.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type GatewayHost = Awaited<ReturnType<typeof startGatewayHost>>;
