import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpOnboardingAdapter } from '../../adapters/http/onboarding-http-adapter';
import { routes } from '../../adapters/http/routes';
import { HttpSessionAdapter } from '../../adapters/http/session-http-adapter';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { IDENTITY_RESULT } from '../../adapters/sandbox/gateway/gateway-submission';
import { IDENTITY_REVIEW_MS } from '../../adapters/sandbox/exchange/onboarding/signup-steps';
import { PostLoginRoute, postLoginRoute } from '../../domain/session/post-login-route';
import { errorCode, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { loginWith, phoneOf, signInAs } from '../support/sign-in';

describe('session contract, sign-up and phone changes: HttpSessionAdapter against the sandbox exchange (spec 001 §2, §7)', () => {
  let h: SandboxHarness;
  let session: HttpSessionAdapter;

  const login = (key: string, passcode?: string) => loginWith(session, key, passcode);
  /** Nina signs up: phone and terms sign her in (she has no passcode yet). */
  const signUpNina = async () => {
    expectOk(await session.startPhoneLogin(phoneOf('nina')));
    const terms = expectOk(await new HttpOnboardingAdapter(h.get('http')).termsByCountry('US'));
    expectOk(await session.verifyWithTerms({ otp: DEMO_OTP, termsId: terms.id, subscribeNewsletters: true }));
  };

  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    session = new HttpSessionAdapter(h.get('http'), h.get('httpEnvironment').identity, h.get('signer'));
  });

  afterEach(() => h.stop());

  describe('verifyWithTerms, registerDevice and updatePasscode: the sign-up journey', () => {
    it('walks nina from /signup/passcode through /signup/identity to /hub/home', async () => {
      await signUpNina();
      const afterTerms = expectOk(await session.currentUser());
      expect(afterTerms.onboarding).toMatchObject({ phoneConfirmed: true, termsAccepted: true, hasPasscode: false });
      expect(postLoginRoute(afterTerms.onboarding)).toBe(PostLoginRoute.passcode);
      expectOk(await session.registerDevice());
      const withPasscode = expectOk(await session.updatePasscode('246810'));
      expect(withPasscode.identityVerification).toBe('not_started');
      expect(postLoginRoute(withPasscode.onboarding)).toBe(PostLoginRoute.identity);
      const started = expectOk(await h.get('http').call(routes.startIdentity, { body: {} }));
      const pageId = new URL(started.identity.url).pathname.split('/').pop() ?? '';
      h.exchange.transaction(() => h.exchange.context.gateway.complete(pageId, 'succeeded', { [IDENTITY_RESULT]: 'review' }));
      expect(expectOk(await session.currentUser()).identityVerification).toBe('pending');
      await h.time.advance(IDENTITY_REVIEW_MS);
      expect(postLoginRoute(expectOk(await session.currentUser()).onboarding)).toBe(PostLoginRoute.home);
      expectOk(await session.logout());
      expect(errorCode(await login('nina', DEMO_PASSCODE))).toBe('invalid_passcode');
      expectOk(await session.verifyPasscode('246810'));
    });

    it('refuses terms that are not the current version, and a wrong code', async () => {
      expectOk(await session.startPhoneLogin(phoneOf('nina')));
      expect(errorCode(await session.verifyWithTerms({ otp: DEMO_OTP, termsId: 'terms_gb_2026_01', subscribeNewsletters: false }))).toBe('invalid_parameter');
      expect(errorCode(await session.verifyWithTerms({ otp: '000000', termsId: 'terms_us_2026_01', subscribeNewsletters: false }))).toBe('invalid_otp');
    });

    it('does not sign in an account that has a passcode: it still has to give it', async () => {
      expectOk(await session.startPhoneLogin(phoneOf('alex')));
      expectOk(await session.verifyWithTerms({ otp: DEMO_OTP, termsId: 'terms_us_2026_01', subscribeNewsletters: false }));
      expect(errorCode(await session.currentUser())).toBe('unauthorized');
      expectOk(await session.verifyPasscode(DEMO_PASSCODE));
    });

    it('refuses a passcode update from a device that registered no key (invalid_dsa) and a passcode sent in plain digits', async () => {
      await signUpNina();
      expect(errorCode(await session.updatePasscode('246810'))).toBe('invalid_dsa');
      expectOk(await session.registerDevice());
      expect(errorCode(await h.get('http').call(routes.updatePasscode, { body: { passcode: '246810', biometric: false } }))).toBe('invalid_parameter');
    });

    it('refuses to register a key that is not a P-256 public key', async () => {
      await signUpNina();
      expect(errorCode(await h.get('http').call(routes.createDevice, { body: { pubkey: 'bm90IGEga2V5', device_name: 'x' } }))).toBe('invalid_parameter');
    });
  });

  describe('updatePhone', () => {
    it('leaves the phone unconfirmed (/signup/phone-enter) until the new number passes its code', async () => {
      await signInAs(h, 'alex');
      expectOk(await session.updatePhone('+1 555 010 7777'));
      expect(postLoginRoute(expectOk(await session.currentUser()).onboarding)).toBe(PostLoginRoute.phoneEnter);
      expectOk(await session.sendOtp());
      expect(errorCode(await session.verifyOtp('000000'))).toBe('invalid_otp');
      expectOk(await session.verifyOtp(DEMO_OTP));
      expect(postLoginRoute(expectOk(await session.currentUser()).onboarding)).toBe(PostLoginRoute.home);
    });

    it("refuses a malformed number and another customer's number", async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await session.updatePhone('12'))).toBe('invalid_parameter');
      expect(errorCode(await session.updatePhone(phoneOf('zoe')))).toBe('phone_already_used');
    });
  });

  describe('the post-login rule (spec 001 §2): every branch is reachable in the sandbox', () => {
    it('sends evan to /signup and carla to /login/unsupported-country', async () => {
      expect(postLoginRoute(expectOk(await login('evan')).onboarding)).toBe(PostLoginRoute.signup);
      expectOk(await session.logout());
      expect(postLoginRoute(expectOk(await login('carla')).onboarding)).toBe(PostLoginRoute.unsupportedCountry);
    });

    it('sends every persona to /hub/home', async () => {
      for (const key of ['alex', 'zoe', 'harriet', 'oliver', 'priya', 'eli', 'lena', 'tess', 'sam', 'wei', 'ed', 'wendy']) {
        expect(postLoginRoute(expectOk(await login(key)).onboarding), key).toBe(PostLoginRoute.home);
        expectOk(await session.logout());
      }
    });
  });
});
