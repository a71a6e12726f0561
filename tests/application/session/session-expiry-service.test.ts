import { describe, expect, it } from 'vitest';
import { FakeSessionAdapter } from '../../../adapters/fake/fake-session-adapter';
import { MemoryKeyValueAdapter } from '../../../adapters/node/memory-key-value-adapter';
import { NoticeService } from '../../../application/notifications/notice-service';
import { ToastService } from '../../../application/notifications/toast-service';
import { SessionExpiryService } from '../../../application/session/session-expiry-service';
import { SignInService } from '../../../application/session/sign-in-service';
import { VirtualTime } from '../../support/virtual-time';

async function setup(pathname = '/hub/home', search = '?tab=1', signedIn = true) {
  const time = new VirtualTime();
  const toasts = new ToastService({ scheduler: time.scheduler });
  const notices = new NoticeService({ toasts });
  const session = new FakeSessionAdapter();
  if (signedIn) session.signIn();
  const signIn = new SignInService({ session, storage: new MemoryKeyValueAdapter(), scheduler: time.scheduler });
  await signIn.restore();
  const expiry = new SessionExpiryService({ notices, location: { current: () => ({ pathname, search }) }, scheduler: time.scheduler, signIn });
  const unauthorized = () => notices.reportRequestFailure({ kind: 'status', status: 401 }, { method: 'GET', path: '/api/balances/total' });
  return { time, notices, signIn, expiry, unauthorized };
}

describe('SessionExpiryService: the session-expired flow in scheduler time', () => {
  it("shows 'session expired' 1 s after an unauthorized private call, then redirects once to login with the hub path", async () => {
    const { time, notices, signIn, expiry, unauthorized } = await setup();
    unauthorized();
    await time.advance(999);
    expect(notices.alert.getSnapshot()).toBeUndefined();
    expect(expiry.redirect.getSnapshot()).toBeUndefined();
    await time.advance(1);
    expect(notices.alert.getSnapshot()).toMatchObject({
      title: { kind: 'key', key: 'web_session_expired' },
      message: { kind: 'key', key: 'web_session_log_in_to_continue' },
    });
    expect(expiry.redirect.getSnapshot()).toBe('/login?redirect=%2Fhub%2Fhome%3Ftab%3D1');
    expect(signIn.state.getSnapshot().user).toBeUndefined();
  });

  it('redirects only once, however many calls come back unauthorized', async () => {
    const { time, expiry, unauthorized } = await setup();
    unauthorized();
    unauthorized();
    await time.advance(1000);
    expiry.redirected();
    unauthorized();
    await time.advance(5000);
    expect(expiry.redirect.getSnapshot()).toBeUndefined();
  });

  it('an unauthorized answer before anyone signed in is not an expiry', async () => {
    const { time, notices, expiry, unauthorized } = await setup('/hub/home', '', false);
    unauthorized();
    await time.advance(5000);
    expect(notices.alert.getSnapshot()).toBeUndefined();
    expect(expiry.redirect.getSnapshot()).toBeUndefined();
  });

  it('a passcode lock while signed in (a deposit step, a POST) ends the session at once and goes to /locked with the page', async () => {
    const { notices, signIn, expiry } = await setup('/hub/transactions/wallet/fiat/USD', '?page=2');
    const lock = { app_lock_expires_at: '2026-11-27T12:30:00.000Z', lock_duration_in_minutes: 30, remaining_number_of_attempts: 0 };
    notices.reportRequestFailure({ kind: 'status', status: 200, body: { code: 'account_locked', meta: lock } }, { method: 'POST', path: '/api/deposits/pull' });
    const to = '/locked?t=2026-11-27T12%3A30%3A00.000Z&return=%2Fhub%2Ftransactions%2Fwallet%2Ffiat%2FUSD%3Fpage%3D2';
    expect(expiry.redirect.getSnapshot()).toBe(to);
    expect(signIn.state.getSnapshot()).toMatchObject({ user: undefined, locked: to });
    expect(notices.alert.getSnapshot()).toBeUndefined();
  });

  it('a refused passcode with attempts left is no lock, and a lock before signing in is the sign-in flow’s', async () => {
    const { notices, expiry } = await setup();
    notices.reportRequestFailure(
      { kind: 'status', status: 200, body: { code: 'invalid_passcode', meta: { remaining_number_of_attempts: 3 } } },
      { method: 'POST', path: '/api/deposits/pull' },
    );
    expect(expiry.redirect.getSnapshot()).toBeUndefined();
    const signedOut = await setup('/login/passcode', '', false);
    signedOut.notices.reportRequestFailure(
      { kind: 'status', status: 200, body: { code: 'account_locked', meta: { app_lock_expires_at: '2026-11-27T12:30:00.000Z' } } },
      { method: 'POST', path: '/api/user/passcode/verify' },
    );
    expect(signedOut.expiry.redirect.getSnapshot()).toBeUndefined();
  });

  it('signing in again re-arms the flow', async () => {
    const { time, signIn, expiry, unauthorized } = await setup();
    unauthorized();
    await time.advance(1000);
    expiry.redirected();
    await signIn.submitPhone('+1 555 010 0001');
    await signIn.submitOtp('123456');
    await signIn.submitPasscode('147258');
    unauthorized();
    await time.advance(1000);
    expect(expiry.redirect.getSnapshot()).toMatch(/^\/login\?redirect=/);
  });
});
