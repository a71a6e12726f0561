import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../adapters/http/routes';
import { HttpSessionAdapter } from '../../adapters/http/session-http-adapter';
import { CODE_ATTEMPTS_PER_SESSION, CODE_ATTEMPTS_PER_TARGET, CODE_LOCK_MINUTES } from '../../adapters/sandbox/exchange/onboarding/code-guard';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { PostLoginRoute, postLoginRoute } from '../../domain/session/post-login-route';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { phoneOf } from '../support/sign-in';

const MINUTE = 60_000;

describe('session security: ids rotate at each privilege step, one-time codes are limited per session and per phone, the email step', () => {
  let h: SandboxHarness;
  let session: HttpSessionAdapter;
  const sessionIds = () => Object.keys(h.exchange.context.state.sessions);

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    session = new HttpSessionAdapter(h.get('http'), h.get('httpEnvironment').identity, h.get('signer'));
  });
  afterEach(() => h.stop());

  it('gives a new session id after the one-time code and after the passcode; the old ids name nothing', async () => {
    expectOk(await session.startPhoneLogin(phoneOf('alex')));
    const [started] = sessionIds();
    expectOk(await session.verifyOtp(DEMO_OTP));
    const [afterCode] = sessionIds();
    expectOk(await session.verifyPasscode(DEMO_PASSCODE));
    const [signedIn] = sessionIds();
    expect(new Set([started, afterCode, signedIn]).size).toBe(3);
    expect(sessionIds()).toEqual([signedIn]);
    expect(h.exchange.accountFor(started)).toBeUndefined();
    expect(h.exchange.accountFor(signedIn)?.persona.key).toBe('alex');
  });

  it('says which numbers sign up first (the code goes with the terms)', async () => {
    const nina = expectOk(await h.get('http').call(routes.startSession, { body: { phone: phoneOf('nina') } }));
    const alex = expectOk(await h.get('http').call(routes.startSession, { body: { phone: phoneOf('alex') } }));
    expect([nina.session.signup_required, alex.session.signup_required]).toEqual([true, false]);
  });

  it('counts wrong codes across a resend, ends the session at the last one, then locks the number out across sessions', async () => {
    expectOk(await session.startPhoneLogin(phoneOf('alex')));
    expect(expectError(await session.verifyOtp('000000'))).toMatchObject({
      code: 'invalid_otp',
      meta: { remaining_number_of_attempts: CODE_ATTEMPTS_PER_SESSION - 1 },
    });
    expectOk(await session.sendOtp());
    for (let i = 2; i < CODE_ATTEMPTS_PER_SESSION; i += 1) expect(errorCode(await session.verifyOtp('000000'))).toBe('invalid_otp');
    expect(expectError(await session.verifyOtp('000000'))).toMatchObject({ meta: { remaining_number_of_attempts: 0 } });
    expect(errorCode(await session.verifyOtp(DEMO_OTP))).toBe('unauthorized');
    expectOk(await session.startPhoneLogin(phoneOf('alex')));
    for (let i = CODE_ATTEMPTS_PER_SESSION + 1; i < CODE_ATTEMPTS_PER_TARGET; i += 1) expect(errorCode(await session.verifyOtp('000000'))).toBe('invalid_otp');
    expect(expectError(await session.verifyOtp('000000'))).toMatchObject({ code: 'account_locked', meta: { lock_duration_in_minutes: CODE_LOCK_MINUTES } });
    expect(errorCode(await session.startPhoneLogin(phoneOf('alex')))).toBe('account_locked');
    await h.time.advance(CODE_LOCK_MINUTES * MINUTE);
    expectOk(await session.startPhoneLogin(phoneOf('alex')));
    expectOk(await session.verifyOtp(DEMO_OTP));
  });

  it('a passcode lock ends the session: the next call is unauthorized', async () => {
    expectOk(await session.startPhoneLogin(phoneOf('alex')));
    expectOk(await session.verifyOtp(DEMO_OTP));
    let code: string | undefined;
    for (let i = 0; i < 10 && code !== 'account_locked'; i += 1) code = errorCode(await session.verifyPasscode('000000'));
    expect(code).toBe('account_locked');
    expect(sessionIds()).toEqual([]);
  });

  it('the email step: a code to the typed address confirms it, and the post-login route moves on', async () => {
    expectOk(await session.startPhoneLogin(phoneOf('evan')));
    expectOk(await session.verifyOtp(DEMO_OTP));
    expect(postLoginRoute(expectOk(await session.verifyPasscode(DEMO_PASSCODE)).onboarding)).toBe(PostLoginRoute.signup);
    const http = h.get('http');
    expect(errorCode(await http.call(routes.sendEmailCode, { body: { email: 'not an address' } }))).toBe('invalid_email');
    expect(expectOk(await http.call(routes.sendEmailCode, { body: { email: ' Evan@Example.COM ' } })).email).toBe('evan@example.com');
    expect(errorCode(await http.call(routes.verifyEmailCode, { body: { code: '000000' } }))).toBe('invalid_otp');
    const confirmed = expectOk(await http.call(routes.verifyEmailCode, { body: { code: DEMO_OTP } }));
    expect(confirmed.user.email).toBe('evan@example.com');
    expect(postLoginRoute(expectOk(await session.currentUser()).onboarding)).toBe(PostLoginRoute.home);
  });

  it('moves the sandbox clock ahead on request (test and demo mode), never back; a reset puts it back', async () => {
    const before = h.exchange.now();
    const moved = expectOk(await h.get('http').call(routes.sandboxAdvanceClock, { body: { advance_ms: 30 * MINUTE } }));
    expect(moved.now).toBe(before + 30 * MINUTE);
    expect(errorCode(await h.get('http').call(routes.sandboxAdvanceClock, { body: { advance_ms: -1 } }))).toBe('invalid_parameter');
    expectOk(await h.get('http').call(routes.sandboxReset));
    expect(h.exchange.now()).toBe(before);
  });
});
