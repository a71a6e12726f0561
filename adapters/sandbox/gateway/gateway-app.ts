import type { GatewaySession } from '../exchange/gateway-registry';
import { readSessionCookie } from '../handlers/session-cookie';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { gatewaySecurityHeaders } from '../server/security-headers';
import { gatewayPageScript, gatewayStyle } from './gateway-assets';
import { GATEWAY_SCRIPT_PATH, GATEWAY_STYLE_PATH } from './gateway-html';
import { type GatewayForm, gatewayMessage, gatewayStatus } from './gateway-message';
import { finishedPage, notFoundPage, resultPage, sessionPage } from './gateway-pages';
import { decideSubmission } from './gateway-submission';
import { decidePaypalLogin, PAYPAL_LOGIN_PATH, paypalLoginPage, paypalLoginResult } from './paypal-login';

export interface GatewayAppOptions {
  readonly exchange: SandboxExchange;
  /** The app's origin: the only one that may frame the pages and receive their results. */
  readonly appOrigin: string;
}

/** Choice: a session still pending 15 minutes (sandbox time) after it was opened has timed out. */
export const GATEWAY_SESSION_TTL_MS = 15 * 60_000;

const SESSION_PATH = /^\/gateway\/(card_add|three_ds|paypal|bank_link|identity|open_banking)\/([^/]+)$/;

/**
 * The sandbox payment gateway as a fetch handler: GET /gateway/{kind}/{id} shows a pending
 * session's page (GatewayRegistry.url's shape); POST to the same path completes the session once
 * through the registry (which lets the opening area apply the outcome) and answers with the
 * result page, whose script posts the message to the app. Every answer has the gateway's
 * security headers. Posts from another origin are refused (403).
 * A session belongs to the customer who opened it: its page answers only a caller carrying that
 * customer's session cookie (the gateway shares the app's host, and cookies are per host, not
 * per port); anyone else gets the page-not-found page, as for an id that does not exist. Each
 * request's work on the state is one transaction (exchange.transaction), so a completion is on
 * disk before its result page is sent.
 */
export function createGatewayApp(options: GatewayAppOptions): (request: Request) => Promise<Response> {
  const headers = gatewaySecurityHeaders(options.appOrigin);
  const respond = (body: string, status: number, contentType = 'text/html; charset=utf-8', extra: Record<string, string> = {}): Response =>
    new Response(body, { status, headers: { ...headers, 'content-type': contentType, 'cache-control': 'no-store', ...extra } });
  const exchange = options.exchange;
  const registry = exchange.context.gateway;

  const complete = (session: GatewaySession, outcome: Parameters<typeof registry.complete>[1], form: GatewayForm): Response => {
    const completed = registry.complete(session.id, outcome, form) ?? session;
    return respond(resultPage(completed, gatewayStatus(completed, form), gatewayMessage(completed, form), options.appOrigin), 200);
  };
  const timedOut = (session: GatewaySession): boolean => exchange.now() - session.createdAt > GATEWAY_SESSION_TTL_MS;

  const show = (session: GatewaySession, action: string): Response => {
    if (session.status !== 'pending') return respond(finishedPage(session), 200);
    if (timedOut(session)) return complete(session, 'failed', { reason: 'timeout' });
    return respond(sessionPage(session, action), 200);
  };

  const submit = (session: GatewaySession, fields: URLSearchParams, action: string): Response => {
    if (session.status !== 'pending') return respond(finishedPage(session), 409);
    if (timedOut(session)) return complete(session, 'failed', { reason: 'timeout' });
    const submission = decideSubmission(session, fields, exchange.now());
    if (submission.kind === 'invalid') return respond(sessionPage(session, action, submission), 422);
    return complete(session, submission.outcome, submission.form);
  };

  /** The session named by the path, if it exists and belongs to the caller (looked up afresh in each transaction). */
  const sessionFor = (kind: string, id: string, request: Request): GatewaySession | undefined => {
    const session = registry.find(id);
    const caller = exchange.accountFor(readSessionCookie(request));
    return session?.kind === kind && caller !== undefined && caller.uuid === session.accountUuid ? session : undefined;
  };

  const inTransaction = (request: Request, work: () => Response): Response => {
    try {
      return exchange.transaction(work);
    } catch (error) {
      console.error(`sandbox gateway: ${request.method} ${new URL(request.url).pathname} failed: ${(error as Error).message}`);
      return respond('The payment page could not be completed. Go back to Crypto and try again.', 500, 'text/plain; charset=utf-8');
    }
  };

  return async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === GATEWAY_SCRIPT_PATH) return respond(await gatewayPageScript(), 200, 'text/javascript; charset=utf-8');
    if (request.method === 'GET' && url.pathname === GATEWAY_STYLE_PATH) return respond(await gatewayStyle(), 200, 'text/css; charset=utf-8');
    if (url.pathname === PAYPAL_LOGIN_PATH) return paypalLogin(request, url);
    const match = SESSION_PATH.exec(url.pathname);
    if (match === null) return respond(notFoundPage(), 404);
    const [, kind = '', id = ''] = match;
    if (request.method === 'GET') return inTransaction(request, () => withSession(kind, id, request, (session) => show(session, url.pathname)));
    if (request.method !== 'POST') return respond('', 405, 'text/plain; charset=utf-8', { allow: 'GET, POST' });
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return respond("Forms are taken from the gateway's own pages only.", 403, 'text/plain; charset=utf-8');
    const fields = new URLSearchParams(await request.text());
    return inTransaction(request, () => withSession(kind, id, request, (session) => submit(session, fields, url.pathname)));
  };

  /** PayPal's sign-in window stand-in: nothing is kept; the customer's country is the form's default. */
  async function paypalLogin(request: Request, url: URL): Promise<Response> {
    if (request.method === 'GET') return respond(paypalLoginPage(exchange.accountFor(readSessionCookie(request))?.persona.countryCode ?? 'US'), 200);
    if (request.method !== 'POST') return respond('', 405, 'text/plain; charset=utf-8', { allow: 'GET, POST' });
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return respond("Forms are taken from the gateway's own pages only.", 403, 'text/plain; charset=utf-8');
    const login = decidePaypalLogin(new URLSearchParams(await request.text()));
    if (login.kind === 'invalid') return respond(paypalLoginPage('US', login.correction), 422);
    return respond(paypalLoginResult(login, options.appOrigin), 200);
  }

  function withSession(kind: string, id: string, request: Request, work: (session: GatewaySession) => Response): Response {
    const session = sessionFor(kind, id, request);
    return session === undefined ? respond(notFoundPage(), 404) : work(session);
  }
}
