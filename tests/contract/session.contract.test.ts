import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryDeviceKeyStore, RequestSigner } from '../../adapters/crypto/request-signer';
import { routes } from '../../adapters/http/routes';
import { HttpSessionAdapter } from '../../adapters/http/session-http-adapter';
import { DEMO_OTP, DEMO_PASSCODE } from '../../adapters/sandbox/exchange/personas';
import { PostLoginRoute, postLoginRoute } from '../../domain/session/post-login-route';
import { errorCode, expectError, expectOk } from '../support/api-result';
import { createSandboxHarness, type SandboxHarness } from '../support/sandbox-harness';
import { loginWith, phoneOf, signInAs } from '../support/sign-in';

describe('session contract: HttpSessionAdapter against the sandbox exchange (spec 001 §7 session and onboarding)', () => {
  let h: SandboxHarness;
  let session: HttpSessionAdapter;

  const login = (key: string, passcode?: string) => loginWith(session, key, passcode);
  beforeEach(() => {
    h = createSandboxHarness();
    h.start();
    session = new HttpSessionAdapter(h.get('http'), h.get('httpEnvironment').identity, h.get('signer'));
  });

  afterEach(() => h.stop());

  describe('startPhoneLogin', () => {
    it('starts a login for a demo phone and refuses any other with unknown_phone', async () => {
      expectOk(await session.startPhoneLogin(phoneOf('alex')));
      expect(errorCode(await session.startPhoneLogin('+15559999999'))).toBe('unknown_phone');
    });
  });

  describe('sendOtp', () => {
    it('sends the code again while one is waiting; without a session it is unauthorized', async () => {
      expect(errorCode(await session.sendOtp())).toBe('unauthorized');
      expectOk(await session.startPhoneLogin(phoneOf('alex')));
      expectOk(await session.sendOtp());
    });

    it('refuses a signed-in customer with no phone change waiting (invalid_parameter)', async () => {
      await signInAs(h, 'alex');
      expect(errorCode(await session.sendOtp())).toBe('invalid_parameter');
    });
  });

  describe('verifyOtp', () => {
    it('passes the demo code and counts down the attempts of a wrong one', async () => {
      expectOk(await session.startPhoneLogin(phoneOf('alex')));
      const wrong = expectError(await session.verifyOtp('000000'));
      expect(wrong).toMatchObject({ kind: 'business', code: 'invalid_otp', meta: { remaining_number_of_attempts: 4 } });
      expectOk(await session.verifyOtp(DEMO_OTP));
    });
  });

  describe('verifyPasscode', () => {
    it("answers the whole user record (spec 001 §3) and registers the device's signing key", async () => {
      const user = expectOk(await login('priya'));
      expect(user).toMatchObject({
        name: 'Priya Shah',
        phoneCountry: 'USA',
        nativeCurrency: 'USD',
        entityId: 'usa',
        paymentCurrency: 'USD',
        baseCurrency: 'USD',
        prime: { benefit: true, invited: true },
        identityVerification: 'approved',
      });
      expect(postLoginRoute(user.onboarding)).toBe(PostLoginRoute.home);
      expect(expectOk(await session.isTrustedDevice())).toBe(true);
    });

    it('refuses a wrong passcode with the attempts left, then locks with the lock meta', async () => {
      expect(expectError(await login('alex', '000000'))).toMatchObject({ code: 'invalid_passcode', meta: { remaining_number_of_attempts: 4 } });
      for (let i = 0; i < 3; i++) expectError(await session.verifyPasscode('000000'));
      expect(expectError(await session.verifyPasscode('000000'))).toMatchObject({
        code: 'account_locked',
        meta: { remaining_number_of_attempts: 0, lock_duration_in_minutes: 30, app_lock_expires_at: expect.any(String) },
      });
    });

    it('refuses a sign-up account that has no passcode yet with passcode_not_set', async () => {
      expect(errorCode(await login('nina'))).toBe('passcode_not_set');
    });
  });

  describe('isVerified', () => {
    it('is false before the one-time code and true after it', async () => {
      expect(expectOk(await session.isVerified())).toBe(false);
      expectOk(await session.startPhoneLogin(phoneOf('alex')));
      expect(expectOk(await session.isVerified())).toBe(false);
      expectOk(await session.verifyOtp(DEMO_OTP));
      expect(expectOk(await session.isVerified())).toBe(true);
    });

    it('passes a server error through (a 5xx is a server error whatever its body says)', async () => {
      h.faults.arm({ path: routes.isVerified.path, kind: 'status', status: 503, times: 2 });
      const pending = session.isVerified();
      await h.time.advance(5_000);
      expect(expectError(await pending)).toEqual({ kind: 'server', status: 503 });
    });
  });

  describe('isTrustedDevice and registerDevice', () => {
    it('trusts only the key this session registered, which needs the passcode (a session cookie alone cannot replace the key); unauthorized without a session', async () => {
      expect(errorCode(await session.isTrustedDevice())).toBe('unauthorized');
      await signInAs(h, 'alex');
      const otherDevice = new HttpSessionAdapter(h.get('http'), h.get('httpEnvironment').identity, new RequestSigner(new MemoryDeviceKeyStore()));
      expect(expectOk(await otherDevice.isTrustedDevice())).toBe(false);
      expect(errorCode(await otherDevice.registerDevice())).toBe('passcode_required');
      expect(errorCode(await otherDevice.registerDevice('000000'))).toBe('invalid_passcode');
      expectOk(await otherDevice.registerDevice(DEMO_PASSCODE));
      expect(expectOk(await otherDevice.isTrustedDevice())).toBe(true);
      expect(expectOk(await session.isTrustedDevice())).toBe(false);
    });

    it('registers a device only for a signed-in session', async () => {
      expect(errorCode(await session.registerDevice())).toBe('unauthorized');
    });
  });

  describe('passkeyOptions', () => {
    it('gives a fresh base64url challenge for the host, with no credential offered', async () => {
      const first = expectOk(await session.passkeyOptions());
      const second = expectOk(await session.passkeyOptions());
      expect(first).toMatchObject({ rpId: 'sandbox.test', timeoutMs: 60_000, userVerification: 'preferred', allowCredentialIds: [] });
      expect(first.challenge).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(second.challenge).not.toBe(first.challenge);
    });

    it('passes a catalogue error through', async () => {
      h.faults.arm({ path: routes.passkeyOptions.path, kind: 'error', code: 'auth_restricted', times: 1 });
      expect(errorCode(await session.passkeyOptions())).toBe('auth_restricted');
    });
  });

  describe('appUserAuth', () => {
    it('gives a signed-in session a token for 15 minutes, and nothing without one', async () => {
      expect(errorCode(await session.appUserAuth())).toBe('unauthorized');
      await signInAs(h, 'alex');
      const auth = expectOk(await session.appUserAuth());
      expect(auth.expiresAt - h.time.now()).toBe(15 * 60_000);
    });
  });

  describe('loginQr', () => {
    it('gives a QR link valid for 5 minutes', async () => {
      const qr = expectOk(await session.loginQr());
      expect(qr.url).toBe(`https://crypto.com/app/qr-login?token=${qr.token}`);
      expect(qr.expiresAt - h.time.now()).toBe(5 * 60_000);
    });

    it('passes a catalogue error through', async () => {
      h.faults.arm({ path: routes.loginQr.path, kind: 'error', code: 'risk_rejected_login', times: 1 });
      expect(errorCode(await session.loginQr())).toBe('risk_rejected_login');
    });
  });

  describe('currentUser and logout', () => {
    it('reads the signed-in user and, after logout, is unauthorized', async () => {
      const account = await signInAs(h, 'oliver');
      const user = expectOk(await session.currentUser());
      expect(user).toMatchObject({ uuid: account.uuid, entityId: 'gbr', phoneCountry: 'GBR', nativeCurrency: 'GBP' });
      expect(h.get('httpEnvironment').identity.userUuid).toBe(account.uuid);
      expectOk(await session.logout());
      expect(h.get('httpEnvironment').identity.userUuid).toBeUndefined();
      expect(errorCode(await session.currentUser())).toBe('unauthorized');
    });

    it('forgets the user even when the logout call fails (a POST is not retried)', async () => {
      await signInAs(h, 'alex');
      h.faults.arm({ path: routes.logout.path, kind: 'status', status: 500, times: 1 });
      expect(expectError(await session.logout())).toEqual({ kind: 'server', status: 500 });
      expect(h.get('httpEnvironment').identity.userUuid).toBeUndefined();
    });
  });
});
