import { describe, expect, it } from 'vitest';
import { FakeSessionAdapter } from '../../../adapters/fake/fake-session-adapter';
import { PostLoginRoute, postLoginRoute } from '../../../domain/session/post-login-route';
import { errorCode, expectOk } from '../../support/api-result';

describe('FakeSessionAdapter', () => {
  it('signs up a customer without a passcode through the terms, then sets one', async () => {
    const base = new FakeSessionAdapter().user;
    const fake = new FakeSessionAdapter({ user: { ...base, onboarding: { ...base.onboarding, hasPasscode: false, termsAccepted: false } }, termsId: 't1' });
    expectOk(await fake.startPhoneLogin('+15550100001'));
    expect(errorCode(await fake.verifyWithTerms({ otp: '123456', termsId: 't0', subscribeNewsletters: false }))).toBe('invalid_parameter');
    expectOk(await fake.verifyWithTerms({ otp: '123456', termsId: 't1', subscribeNewsletters: false }));
    expect(postLoginRoute(expectOk(await fake.currentUser()).onboarding)).toBe(PostLoginRoute.passcode);
    expect(errorCode(await fake.updatePasscode('246810'))).toBe('invalid_dsa');
    expectOk(await fake.registerDevice());
    expect(expectOk(await fake.updatePasscode('246810')).onboarding.hasPasscode).toBe(true);
    expectOk(await fake.logout());
    expectOk(await fake.startPhoneLogin('+15550100001'));
    expectOk(await fake.verifyOtp('123456'));
    expect(errorCode(await fake.verifyPasscode('147258'))).toBe('invalid_passcode');
    expectOk(await fake.verifyPasscode('246810'));
  });

  it('leaves a changed phone unconfirmed until its code, and trusts the device after sign-in', async () => {
    const fake = new FakeSessionAdapter().signIn();
    expect(expectOk(await fake.isTrustedDevice())).toBe(false);
    expectOk(await fake.updatePhone('+44 7700 900123'));
    expect(expectOk(await fake.currentUser()).onboarding.phoneConfirmed).toBe(false);
    expectOk(await fake.sendOtp());
    expectOk(await fake.verifyOtp('123456'));
    expect(expectOk(await fake.currentUser()).onboarding.phoneConfirmed).toBe(true);
    expect(errorCode(await fake.updatePhone('12'))).toBe('invalid_parameter');
  });

  it('issues tokens by its clock and refuses the app token without a session', async () => {
    const fake = new FakeSessionAdapter({ clock: () => 1_000 });
    expect(errorCode(await fake.appUserAuth())).toBe('unauthorized');
    expect(expectOk(await fake.loginQr()).expiresAt).toBe(301_000);
    expect(expectOk(await fake.isVerified())).toBe(false);
    expect(expectOk(await fake.passkeyOptions()).allowCredentialIds).toEqual([]);
  });
});
