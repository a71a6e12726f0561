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
