import type { GatewayKind, GatewaySession } from '../exchange/gateway-registry';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import { gatewaySecurityHeaders } from '../server/security-headers';
import { gatewayPageScript, gatewayStyle } from './gateway-assets';
import { GATEWAY_SCRIPT_PATH, GATEWAY_STYLE_PATH } from './gateway-html';
import { type GatewayForm, gatewayMessage, gatewayStatus } from './gateway-message';
import { finishedPage, notFoundPage, resultPage, sessionPage } from './gateway-pages';
import { decideSubmission } from './gateway-submission';

export interface GatewayAppOptions {
  readonly exchange: SandboxExchange;
  /** The app's origin: the only one that may frame the pages and receive their results. */
  readonly appOrigin: string;
}

/** Choice: a session still pending 15 minutes (sandbox time) after it was opened has timed out. */
export const GATEWAY_SESSION_TTL_MS = 15 * 60_000;

const SESSION_PATH = /^\/gateway\/(card_add|three_ds|paypal|bank_link)\/([^/]+)$/;

/**
 * The sandbox payment gateway as a fetch handler: GET /gateway/{kind}/{id} shows a pending
 * session's page (GatewayRegistry.url's shape); POST to the same path completes the session once
 * through the registry (which lets the opening area apply the outcome) and answers with the
 * result page, whose script posts the message to the app. Every answer has the gateway's
 * security headers. Posts from another origin are refused (403).
 */
export function createGatewayApp(options: GatewayAppOptions): (request: Request) => Promise<Response> {
  const headers = gatewaySecurityHeaders(options.appOrigin);
  const respond = (body: string, status: number, contentType = 'text/html; charset=utf-8', extra: Record<string, string> = {}): Response =>
    new Response(body, { status, headers: { ...headers, 'content-type': contentType, 'cache-control': 'no-store', ...extra } });
  const registry = options.exchange.context.gateway;

  const complete = (session: GatewaySession, outcome: Parameters<typeof registry.complete>[1], form: GatewayForm): Response => {
    const completed = registry.complete(session.id, outcome, form) ?? session;
    return respond(resultPage(completed, gatewayStatus(completed, form), gatewayMessage(completed, form), options.appOrigin), 200);
  };
  const timedOut = (session: GatewaySession): boolean => options.exchange.now() - session.createdAt > GATEWAY_SESSION_TTL_MS;

  const show = (session: GatewaySession, action: string): Response => {
    if (session.status !== 'pending') return respond(finishedPage(session), 200);
    if (timedOut(session)) return complete(session, 'failed', { reason: 'timeout' });
    return respond(sessionPage(session, action), 200);
  };

  const submit = async (session: GatewaySession, request: Request, action: string): Promise<Response> => {
    const fields = new URLSearchParams(await request.text());
    if (session.status !== 'pending') return respond(finishedPage(session), 409);
    if (timedOut(session)) return complete(session, 'failed', { reason: 'timeout' });
    const submission = decideSubmission(session, fields, options.exchange.now());
    if (submission.kind === 'invalid') return respond(sessionPage(session, action, submission), 422);
    return complete(session, submission.outcome, submission.form);
  };

  return async (request) => {
    options.exchange.context.runDueTasks();
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === GATEWAY_SCRIPT_PATH) return respond(await gatewayPageScript(), 200, 'text/javascript; charset=utf-8');
    if (request.method === 'GET' && url.pathname === GATEWAY_STYLE_PATH) return respond(await gatewayStyle(), 200, 'text/css; charset=utf-8');
    const match = SESSION_PATH.exec(url.pathname);
    const session = match === null ? undefined : registry.find(decodeURIComponent(match[2] ?? ''));
    if (match === null || session === undefined || session.kind !== (match[1] as GatewayKind)) return respond(notFoundPage(), 404);
    if (request.method === 'GET') return show(session, url.pathname);
    if (request.method !== 'POST') return respond('', 405, 'text/plain; charset=utf-8', { allow: 'GET, POST' });
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== url.origin) return respond("Forms are taken from the gateway's own pages only.", 403, 'text/plain; charset=utf-8');
    return submit(session, request, url.pathname);
  };
}
