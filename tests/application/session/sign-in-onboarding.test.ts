import { describe, expect, it } from 'vitest';
import { FakeSessionAdapter, ONBOARDED } from '../../../adapters/fake/fake-session-adapter';
import { MemoryKeyValueAdapter } from '../../../adapters/node/memory-key-value-adapter';
import { SignInService } from '../../../application/session/sign-in-service';
import { PostLoginRoute, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { VirtualTime } from '../../support/virtual-time';

function setup(onboarding: Partial<PostLoginUserState> = {}) {
  const time = new VirtualTime();
  const session = new FakeSessionAdapter({
    clock: () => Date.UTC(2026, 10, 22, 12),
    passcodeAttempts: 2,
    user: { ...new FakeSessionAdapter().user, onboarding: { ...ONBOARDED, ...onboarding } },
  });
  const signIn = new SignInService({ session, storage: new MemoryKeyValueAdapter(), scheduler: time.scheduler });
  return { session, signIn, state: () => signIn.state.getSnapshot() };
}

describe('SignInService: the sign-up phone step and the passcode lock (spec 001 §2, §4)', () => {
  it('a number that signs up first goes to the code-with-terms step; the code with the terms signs a sign-up in, bound for the passcode step', async () => {
    const { session, signIn, state } = setup({ phoneConfirmed: false, termsAccepted: false, hasPasscode: false });
    await signIn.submitPhone('+1 555 010 0101');
    expect(state().step).toBe('terms');
    await signIn.submitTerms({ otp: '12345', termsId: 'terms_us', subscribeNewsletters: false });
    expect(state().error).toEqual({ kind: 'local', code: 'incomplete_code' });
    expect(session.calls.count('verifyWithTerms')).toBe(0);
    await signIn.submitTerms({ otp: '123456', termsId: 'terms_us', subscribeNewsletters: false });
    expect(state()).toMatchObject({ step: 'signed_in', target: PostLoginRoute.passcode, error: undefined });
  });

  it('an account with a passcode that still had to accept the terms gives its passcode next', async () => {
    const { signIn, state } = setup({ termsAccepted: false });
    await signIn.submitPhone('+1 555 010 0001');
    await signIn.submitTerms({ otp: '123456', termsId: 'terms_us', subscribeNewsletters: true });
    expect(state()).toMatchObject({ step: 'passcode', user: undefined });
  });

  it('a wrong code on the terms step keeps the step with the attempts left', async () => {
    const { signIn, state } = setup({ termsAccepted: false });
    await signIn.submitPhone('+1 555 010 0001');
    await signIn.submitTerms({ otp: '000000', termsId: 'terms_us', subscribeNewsletters: true });
    expect(state()).toMatchObject({ step: 'terms', error: { kind: 'refused', code: 'invalid_otp' } });
  });

  it('a passcode lock with its expiry clears the sign-in and names the lock screen', async () => {
    const { signIn, state } = setup();
    await signIn.submitPhone('+1 555 010 0001');
    await signIn.submitOtp('123456');
    await signIn.submitPasscode('000000');
    expect(state()).toMatchObject({ step: 'passcode', locked: undefined, error: { remainingAttempts: 1 } });
    await signIn.submitPasscode('000000');
    expect(state()).toMatchObject({ step: 'phone', user: undefined, error: undefined, locked: '/locked?t=2026-11-22T12%3A30%3A00.000Z' });
  });
});
