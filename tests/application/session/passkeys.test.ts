import { describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { fakeWorld } from '../../support/fake-world';

describe('passkeys (design, beyond the spec)', () => {
  it('Settings adds one with the passcode and the authenticator, lists it, and removes it', async () => {
    const { services, fakes } = await fakeWorld();
    const settings = services.passkeySettings;
    await settings.load();
    expect(settings.state.getSnapshot()).toMatchObject({ supported: true, status: 'ready', passkeys: [] });

    settings.startAdding();
    expect(await settings.add('1234')).toBe(false);
    expect(settings.state.getSnapshot().error).toEqual({ kind: 'local', code: 'incomplete_code' });
    expect(fakes.passkeys.calls.count('registrationOptions')).toBe(0);
    expect(await settings.add('000000')).toBe(false);
    expect(settings.state.getSnapshot()).toMatchObject({ adding: 'passcode', error: { kind: 'refused', code: 'invalid_passcode', remainingAttempts: 4 } });
    fakes.webAuthn.refuseNext('cancelled');
    expect(await settings.add('147258')).toBe(false);
    expect(settings.state.getSnapshot().error).toEqual({ kind: 'authenticator', reason: 'cancelled' });
    expect(fakes.passkeys.calls.count('register')).toBe(0);

    expect(await settings.add('147258')).toBe(true);
    expect(settings.state.getSnapshot()).toMatchObject({ adding: 'idle', done: 'added', error: undefined, passkeys: [{ id: 'pk-1' }] });
    expect(fakes.webAuthn.created.at(-1)).toMatchObject({ rp: { id: 'localhost' }, residentKey: 'required', excludeCredentialIds: [] });

    await settings.remove('pk-1');
    expect(settings.state.getSnapshot()).toMatchObject({ done: 'removed', passkeys: [] });
    expect(fakes.passkeys.calls.requests('remove')).toEqual([['pk-1']]);
  });

  it('signs in with a passkey instead of the code and passcode; cancelling changes nothing; an unknown passkey says so', async () => {
    const { services, fakes } = await fakeWorld();
    await services.passkeySettings.add('147258');
    await services.signIn.signOut();
    const { signIn } = services;
    expect(signIn.passkeysSupported).toBe(true);

    fakes.webAuthn.refuseNext('cancelled');
    await signIn.signInWithPasskey();
    expect(signIn.state.getSnapshot()).toMatchObject({ step: 'phone', busy: false, error: undefined, user: undefined });

    fakes.webAuthn.refuseNext('failed');
    await signIn.signInWithPasskey();
    expect(signIn.state.getSnapshot().error).toEqual({ kind: 'local', code: 'passkey_unavailable' });

    await signIn.signInWithPasskey();
    expect(signIn.state.getSnapshot()).toMatchObject({ step: 'signed_in', user: fakes.session.user, target: '/hub/home', error: undefined });
    expect(fakes.session.calls.count('verifyOtp')).toBe(0);
    expect(fakes.session.calls.count('verifyPasscode')).toBe(0);

    await signIn.signOut();
    fakes.session.passkeyIds.clear();
    await signIn.signInWithPasskey();
    expect(signIn.state.getSnapshot()).toMatchObject({ step: 'phone', error: { kind: 'refused', code: 'passkey_not_recognised' } });
    fakes.session.calls.failNext('passkeyOptions', businessError('auth_restricted'));
    await signIn.signInWithPasskey();
    expect(signIn.state.getSnapshot().error).toMatchObject({ code: 'auth_restricted' });
  });

  it('signing out forgets a pending return-to and opens a plain login', async () => {
    const { services, fakes } = await fakeWorld();
    services.signIn.rememberReturnTo('/hub/settings');
    await services.signIn.signOut();
    expect(services.signIn.state.getSnapshot()).toMatchObject({ signedOut: true, user: undefined });
    expect(fakes.storage.get('crypto-web.return-to')).toBeUndefined();
    services.signIn.restart();
    expect(services.signIn.state.getSnapshot().signedOut).toBe(false);
  });
});
