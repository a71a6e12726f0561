import type { GatewayKind, GatewayOutcome, GatewaySession } from '../../../../adapters/sandbox/exchange/gateway-registry';
import { SandboxExchange } from '../../../../adapters/sandbox/exchange/sandbox-exchange';
import { createGatewayApp } from '../../../../adapters/sandbox/gateway/gateway-app';
import { personaByKey } from '../../../../adapters/sandbox/exchange/personas';
import { sessionCookie } from '../../../../adapters/sandbox/handlers/session-cookie';
import { signInDirect } from '../../../support/sign-in';
import { readGatewayResult } from '../../../../adapters/node/gateway-page-html';

export const APP_ORIGIN = 'http://127.0.0.1:4173';
export const GATEWAY_ORIGIN = 'http://127.0.0.1:4174';
/** The purpose the tests open sessions for, so no area's handler applies them. */
export const TEST_PURPOSE = 'gateway_test';

export interface Completion {
  readonly session: GatewaySession;
  readonly outcome: GatewayOutcome;
  readonly form: Readonly<Record<string, string>>;
}

/** A sandbox on a settable clock, its gateway app, and every completion the registry applied. */
export function gatewayFixture(start = Date.UTC(2026, 10, 22, 12)) {
  let now = start;
  const exchange = new SandboxExchange({ clock: () => now, seed: 5, gatewayOrigin: GATEWAY_ORIGIN });
  const completions: Completion[] = [];
  exchange.context.gateway.onComplete(TEST_PURPOSE, (session, outcome, form) => completions.push({ session, outcome, form }));
  const app = createGatewayApp({ exchange, appOrigin: APP_ORIGIN });
  const account = exchange.accountByPhone(personaByKey('alex')?.phone ?? '');
  if (account === undefined) throw new Error('no alex');
  /** Alex's browser: the session cookie the app's origin set, sent to the gateway on the same host. */
  const cookie = sessionCookie(signInDirect(exchange, 'alex').sessionId).split(';')[0] ?? '';

  const open = (kind: GatewayKind, options: { messageSource?: string; payload?: Record<string, string> } = {}): string => {
    const id = exchange.context.nextId('gw');
    return exchange.context.gateway.open({
      id,
      kind,
      purpose: TEST_PURPOSE,
      messageSource: options.messageSource ?? 'paymentGateway',
      accountUuid: account.uuid,
      createdAt: exchange.now(),
      payload: options.payload ?? {},
    });
  };
  /** Alex's cookie unless another (a stranger's, or none: '') is given. */
  const get = (url: string, as = cookie): Promise<Response> => app(new Request(url, { headers: as === '' ? {} : { cookie: as } }));
  const post = (url: string, fields: Record<string, string>, origin: string | null = GATEWAY_ORIGIN, as = cookie): Promise<Response> =>
    app(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }), ...(as === '' ? {} : { cookie: as }) },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  /** Someone else's browser: signed in as another customer. */
  const strangerCookie = (): string => sessionCookie(signInDirect(exchange, 'eli').sessionId).split(';')[0] ?? '';
  return {
    exchange,
    completions,
    open,
    get,
    post,
    cookie,
    strangerCookie,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The message and target origin a result page's script would post (from its data attributes, as a headless client reads them). */
export function postedMessage(html: string): { message: Record<string, string>; targetOrigin: string } | undefined {
  const result = readGatewayResult(html);
  return result === undefined ? undefined : { message: result.message as Record<string, string>, targetOrigin: result.targetOrigin };
}

export const VALID_CARD = { cardholderName: 'Alex Doe', cardNumber: '4242 4242 4242 4242', expiry: '08/30', securityCode: '123', decision: 'submit' } as const;
