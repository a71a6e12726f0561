import { describe, expect, it } from 'vitest';
import { FakeSessionAdapter, type FakeSessionOptions, ONBOARDED } from '../../../adapters/fake/fake-session-adapter';
import { businessError } from '../../../application/ports/api-error';
import { SignInService, RETURN_TO_KEY } from '../../../application/session/sign-in-service';
import { MemoryKeyValueAdapter } from '../../../adapters/node/memory-key-value-adapter';
import { currencyCode } from '../../../domain/money/currency';
import { settle, VirtualTime } from '../../support/virtual-time';

function setup(options: FakeSessionOptions = {}) {
  const session = new FakeSessionAdapter(options);
  const storage = new MemoryKeyValueAdapter();
  const time = new VirtualTime();
  const signIn = new SignInService({ session, storage: storage, scheduler: time.scheduler });
  return { session, signIn, storage, time, state: () => signIn.state.getSnapshot() };
}

async function toPasscodeStep(signIn: SignInService): Promise<void> {
  await signIn.submitPhone('+1 555 010 0001');
  await signIn.submitOtp('123456');
}

describe('SignInService', () => {
  it('signs in through phone, one-time code and passcode', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('+1 (555) 010-0001');
    expect(state()).toMatchObject({ step: 'otp', phone: '+15550100001', busy: false, error: undefined });
    expect(session.calls.requests('startPhoneLogin')).toEqual([['+15550100001']]);
    await signIn.submitOtp('123456');
    expect(state().step).toBe('passcode');
    await signIn.submitPasscode('147258');
    expect(state()).toMatchObject({ step: 'signed_in', user: session.user, busy: false, error: undefined });
  });

  it('invalid_token and token_expired go back to the phone step with their message, kept when /login opens; other refusals stay on the step', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('+1 555 010 0001');
    session.calls.failNext('verifyOtp', businessError('invalid_token'));
    await signIn.submitOtp('123456');
    expect(state()).toMatchObject({ step: 'phone', phone: undefined, error: { code: 'invalid_token' } });
    signIn.restart();
    expect(state().error).toMatchObject({ code: 'invalid_token' });
    await toPasscodeStep(signIn);
    session.calls.failNext('verifyPasscode', businessError('invalid_passcode', { meta: { remaining_number_of_attempts: 2 } }));
    await signIn.submitPasscode('000000');
    expect(state()).toMatchObject({ step: 'passcode', error: { code: 'invalid_passcode', remainingAttempts: 2 } });
    signIn.dismissError();
    expect(state().error).toBeUndefined();
    signIn.restart();
    expect(state()).toMatchObject({ step: 'phone', error: undefined });
  });

  it('rejects an invalid phone locally without calling the backend', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('555-01ab');
    await signIn.submitPhone('1234');
    expect(state()).toMatchObject({ step: 'phone', error: { code: 'invalid_phone' } });
    expect(session.calls.count('startPhoneLogin')).toBe(0);
  });

  it('rejects an incomplete one-time code or passcode locally', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('+15550100001');
    await signIn.submitOtp('12345');
    expect(state()).toMatchObject({ step: 'otp', error: { code: 'incomplete_code' } });
    expect(session.calls.count('verifyOtp')).toBe(0);
    await signIn.submitOtp('123456');
    await signIn.submitPasscode('14725a');
    expect(state()).toMatchObject({ step: 'passcode', error: { code: 'incomplete_code' } });
    expect(session.calls.count('verifyPasscode')).toBe(0);
  });

  it('a wrong passcode shows the remaining attempts from remaining_number_of_attempts', async () => {
    const { signIn, state } = setup({ passcodeAttempts: 5 });
    await toPasscodeStep(signIn);
    await signIn.submitPasscode('000000');
    expect(state()).toMatchObject({ step: 'passcode', error: { code: 'invalid_passcode', remainingAttempts: 4, lockMinutes: undefined } });
    await signIn.submitPasscode('000000');
    expect(state().error).toMatchObject({ remainingAttempts: 3 });
  });

  it('a lock without its expiry (only the minutes) stays on the step and shows the lock minutes', async () => {
    const { session, signIn, state } = setup();
    await toPasscodeStep(signIn);
    session.calls.failNext('verifyPasscode', businessError('account_locked', { meta: { lock_duration_in_minutes: 30 } }));
    await signIn.submitPasscode('000000');
    expect(state().locked).toBeUndefined();
    expect(state().error).toMatchObject({ code: 'account_locked', lockMinutes: 30, remainingAttempts: undefined });
  });

  it('a new submission clears the previous error', async () => {
    const { signIn, state } = setup();
    await toPasscodeStep(signIn);
    await signIn.submitPasscode('000000');
    await signIn.submitPasscode('147258');
    expect(state()).toMatchObject({ step: 'signed_in', error: undefined });
  });

  it('a transport failure is reported as such and keeps the step', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('+15550100001');
    session.calls.failNext('verifyOtp', { kind: 'timeout' });
    await signIn.submitOtp('123456');
    expect(state()).toMatchObject({ step: 'otp', busy: false, error: { code: 'transport', error: { kind: 'timeout' } } });
  });

  it('ignores a second submit while one is in flight', async () => {
    const { session, signIn, state } = setup();
    const held = session.calls.holdNext('startPhoneLogin');
    const first = signIn.submitPhone('+15550100001');
    const second = signIn.submitPhone('+15550100001');
    await settle(2);
    expect(held.started).toBe(true);
    expect(state().busy).toBe(true);
    expect(session.calls.count('startPhoneLogin')).toBe(1);
    held.release();
    await Promise.all([first, second]);
    expect(state()).toMatchObject({ step: 'otp', busy: false });
    expect(session.calls.count('startPhoneLogin')).toBe(1);
  });

  it('restore() signs in from the current user of a stored session', async () => {
    const { session, signIn, state } = setup();
    session.signIn();
    expect(state().restored).toBe(false);
    await signIn.restore();
    expect(state()).toMatchObject({ step: 'signed_in', user: session.user, restored: true });
  });

  it('restore() asked again while one is in flight joins it (one request); once answered, a new one asks again', async () => {
    const { session, signIn } = setup();
    session.signIn();
    await Promise.all([signIn.restore(), signIn.restore()]);
    expect(session.calls.count('currentUser')).toBe(1);
    await signIn.restore();
    expect(session.calls.count('currentUser')).toBe(2);
  });

  it('restore() without a session marks the state restored and stays at the phone step', async () => {
    const { signIn, state } = setup();
    await signIn.restore();
    expect(state()).toMatchObject({ step: 'phone', user: undefined, restored: true });
  });

  it('signOut() logs out and returns to the phone step', async () => {
    const { session, signIn, state } = setup();
    session.signIn();
    await signIn.restore();
    await signIn.signOut();
    expect(session.calls.count('logout')).toBe(1);
    expect(state()).toMatchObject({ step: 'phone', user: undefined, restored: true });
  });

  it('restart() goes back to the phone step unless signed in', async () => {
    const { session, signIn, state } = setup();
    await signIn.submitPhone('+15550100001');
    signIn.restart();
    expect(state()).toMatchObject({ step: 'phone', phone: undefined });
    session.signIn();
    await signIn.restore();
    signIn.restart();
    expect(state().step).toBe('signed_in');
  });

  describe('where the customer goes once signed in', () => {
    it('goes to /hub/home by the post-login rule', async () => {
      const { signIn, state } = setup();
      await toPasscodeStep(signIn);
      await signIn.submitPasscode('147258');
      expect(state().target).toBe('/hub/home');
    });

    it('goes back to a remembered /hub/ path, once', async () => {
      const { signIn, storage, state } = setup();
      signIn.rememberReturnTo('/hub/price/bitcoin?range=1d');
      await toPasscodeStep(signIn);
      await signIn.submitPasscode('147258');
      expect(state().target).toBe('/hub/price/bitcoin?range=1d');
      expect(storage.get(RETURN_TO_KEY)).toBeUndefined();
    });

    it.each(['https://evil.example/hub/home', '//evil.example/hub/', '/hub/%2e%2e/x', '/login'])('ignores an unsafe return-to %s', async (value) => {
      const { signIn, state } = setup();
      signIn.rememberReturnTo(value);
      await toPasscodeStep(signIn);
      await signIn.submitPasscode('147258');
      expect(state().target).toBe('/hub/home');
    });

    it('forgets a return-to older than 24 hours', async () => {
      const { signIn, time, state } = setup();
      signIn.rememberReturnTo('/hub/market');
      await time.advance(24 * 60 * 60 * 1000);
      await toPasscodeStep(signIn);
      await signIn.submitPasscode('147258');
      expect(state().target).toBe('/hub/home');
    });

    it('sends an unfinished onboarding to its step, before any return-to', async () => {
      const { signIn, state } = setup({
        user: { uuid: 'u', name: 'N', phoneCountry: 'USA', nativeCurrency: currencyCode('USD'), onboarding: { ...ONBOARDED, hasPasscode: false } },
      });
      signIn.rememberReturnTo('/hub/market');
      await toPasscodeStep(signIn);
      await signIn.submitPasscode('147258');
      expect(state().target).toBe('/signup/passcode');
    });
  });
});
