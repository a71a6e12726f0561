import { HttpResponse } from 'msw';
import { routes } from '../../http/routes';
import { type UserWire } from '../../http/schemas/session';
import { type SandboxAccount, type SandboxExchange } from '../exchange/sandbox-exchange';
import { clearedSessionCookie, failure, handle, handleSignedIn, sessionCookie } from './respond';

export const userWire = (account: SandboxAccount): UserWire => ({
  uuid: account.uuid,
  name: account.persona.name,
  phone_country: account.persona.phoneCountry,
  native_currency: account.persona.nativeCurrency,
  email_confirmed_at: ONBOARDED_AT,
  phone_confirmed_at: ONBOARDED_AT,
  terms_of_service: true,
  main_app_web_enabled: true,
  with_passcode: true,
  identity: { verification: 'approved' },
});

/** Every sandbox persona finished onboarding on this date. */
const ONBOARDED_AT = '2026-01-15T10:00:00.000Z';

export const sessionHandlers = (exchange: SandboxExchange) => [
  handle(routes.startSession, ({ body }) => {
    const result = exchange.sessions.startSession(String(body.phone ?? ''));
    if (!result.ok) return failure(result.error);
    return HttpResponse.json({ ok: true }, { headers: { 'set-cookie': sessionCookie(result.value) } });
  }),
  handle(routes.verifyOtp, ({ body, sessionId }) => {
    const result = exchange.sessions.verifyOtp(sessionId, String(body.phone_otp ?? ''));
    return result.ok ? { ok: true } : failure(result.error);
  }),
  handle(routes.verifyPasscode, ({ body, sessionId }) => {
    const pubkey = typeof body.pubkey === 'string' && body.pubkey !== '' ? body.pubkey : undefined;
    const result = exchange.sessions.verifyPasscode(sessionId, String(body.passcode ?? ''), pubkey);
    return result.ok ? { ok: true, user: userWire(result.value) } : failure(result.error);
  }),
  handleSignedIn(exchange, routes.showUser, (_context, account) => ({ ok: true, user: userWire(account) })),
  handle(routes.logout, ({ sessionId }) => {
    exchange.sessions.endSession(sessionId);
    return HttpResponse.json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie } });
  }),
];
