import { HttpResponse } from 'msw';
import { routes } from '../../http/routes';
import type { UserWire } from '../../http/schemas/session';
import { primeOf } from '../exchange/onboarding/user-profiles';
import type { UserRecordState } from '../exchange/onboarding/user-records';
import type { SandboxAccount, SandboxExchange } from '../exchange/sandbox-exchange';
import { clearedSessionCookie, failure, handle, handleSigned, handleSignedIn, sessionCookie } from './respond';
import { openPasscode } from './passcode-step';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** The user record on the wire (spec 001 §3). Choice: the base currency is the native currency. */
export const userWire = (account: SandboxAccount, user: UserRecordState): UserWire => ({
  uuid: account.uuid,
  entity_id: user.entityId,
  name: user.name,
  phone_country: account.persona.phoneCountry,
  email_confirmed_at: iso(user.emailConfirmedAt),
  email: user.email ?? null,
  phone_confirmed_at: iso(user.phoneConfirmedAt),
  terms_of_service: user.termsAcceptedId !== null,
  main_app_web_enabled: user.mainAppWebEnabled,
  with_passcode: user.passcode !== null,
  identity: { verification: user.identity },
  native_currency: account.persona.nativeCurrency,
  payment_currency: user.paymentCurrency,
  base_currency: account.persona.nativeCurrency,
  prime: primeOf(account.persona),
});

/** An answer that moves the caller to a new session id (each privilege step rotates it). */
export const withSession = (id: string, body: Parameters<typeof HttpResponse.json>[0]): Response =>
  HttpResponse.json(body, { headers: { 'set-cookie': sessionCookie(id) } });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Sign-in, one-time codes, terms acceptance, passcode and phone changes (spec 001 §7 "Session and onboarding"). */
export const sessionHandlers = (exchange: SandboxExchange) => {
  const user = (account: SandboxAccount) => ({ ok: true as const, user: userWire(account, exchange.onboarding.user(account)) });
  return [
    handle(exchange, routes.startSession, ({ body, client }) => {
      const result = exchange.sessions.startSession(body.phone, client);
      if (!result.ok) return failure(result.error);
      const answer = { ok: true as const, session: { signup_required: result.value.signupRequired } };
      return HttpResponse.json(answer, { headers: { 'set-cookie': sessionCookie(result.value.id) } });
    }),
    handle(exchange, routes.sendOtp, ({ sessionId }) => {
      const result = exchange.sessions.sendOtp(sessionId);
      return result.ok ? { ok: true } : failure(result.error);
    }),
    handle(exchange, routes.verifyOtp, ({ body, sessionId }) => {
      const result = exchange.sessions.verifyOtp(sessionId, text(body.phone_otp));
      return result.ok ? withSession(result.value.id, { ok: true }) : failure(result.error);
    }),
    handleSignedIn(exchange, routes.updatePhone, ({ body }, account) => {
      const result = exchange.sessions.updatePhone(account, text(body.phone));
      return result.ok ? { ok: true } : failure(result.error);
    }),
    handle(exchange, routes.verifyWithTerms, ({ body, sessionId }) => {
      const acceptance = { otp: text(body.otp), termsId: text(body.terms_id), newsletter: body.subscribe_newsletters === true };
      const result = exchange.sessions.verifyWithTerms(sessionId, acceptance);
      return result.ok ? withSession(result.value.id, { ok: true, passcode_required: result.value.passcodeRequired }) : failure(result.error);
    }),
    handle(exchange, routes.verifyPasscode, ({ body, sessionId }) => {
      const pubkey = typeof body.pubkey === 'string' && body.pubkey !== '' ? body.pubkey : undefined;
      const result = exchange.sessions.verifyPasscode(sessionId, text(body.passcode), pubkey);
      return result.ok ? withSession(result.value.id, user(result.value.account)) : failure(result.error);
    }),
    handleSigned(exchange, routes.updatePasscode, {
      prepare: openPasscode,
      run: (_context, account, passcode) => {
        const result = exchange.sessions.updatePasscode(account, passcode);
        return result.ok ? user(account) : failure(result.error);
      },
    }),
    handleSignedIn(exchange, routes.showUser, (_context, account) => user(account)),
    handle(exchange, routes.isVerified, ({ sessionId }) => ({ ok: true, is_verified: exchange.sessions.isVerified(sessionId) })),
    handle(exchange, routes.logout, ({ sessionId }) => {
      exchange.sessions.endSession(sessionId);
      return HttpResponse.json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie } });
    }),
  ];
};
