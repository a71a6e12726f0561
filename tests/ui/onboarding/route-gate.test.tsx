// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ONBOARDING_COMPLETE, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { fakeApp } from '../render-with-services';
import { renderOnboardingAt } from './render-onboarding';

async function signedInWith(onboarding: Partial<PostLoginUserState>, path: string) {
  const app = fakeApp({ onboarding: { ...ONBOARDING_COMPLETE, ...onboarding } });
  await app.ready();
  renderOnboardingAt(app.services, path);
  return app;
}

describe('the route gate on typed URLs (spec 001 §2: no /hub page for a customer who fails a step)', () => {
  afterEach(cleanup);

  it('nobody signed in: a hub URL goes to /login with the path and query to come back to', async () => {
    const app = fakeApp();
    app.fakes.session.calls.failNext('currentUser', { kind: 'unauthorized' });
    await app.services.signIn.restore();
    renderOnboardingAt(app.services, '/hub/price/bitcoin?range=1d');
    expect((await screen.findByTestId('location')).textContent).toBe('login /login?redirect=%2Fhub%2Fprice%2Fbitcoin%3Frange%3D1d');
  });

  it('each missing step takes a typed hub URL to that step, in the rule’s order', async () => {
    await signedInWith({ hasPasscode: false, identityApproved: false }, '/hub/settings');
    expect(await screen.findByRole('heading', { name: 'Set your passcode' })).toBeDefined();
    cleanup();
    await signedInWith({ emailConfirmed: false, mainAppWebEnabled: false }, '/hub/home');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeDefined();
    cleanup();
    await signedInWith({ mainAppWebEnabled: false, identityApproved: false }, '/hub/home');
    expect(await screen.findByRole('heading', { name: 'Crypto is not available on the web where you are' })).toBeDefined();
    cleanup();
    await signedInWith({ identityApproved: false }, '/signup/passcode');
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeDefined();
  });

  it('a customer who passed every step reaches the hub, and a step route sends them there', async () => {
    await signedInWith({}, '/signup/identity');
    expect((await screen.findByTestId('location')).textContent).toBe('hub /hub/home');
  });

  it('signed out, the sign-up start and phone step are open; the later steps go to /signup', async () => {
    const app = fakeApp();
    app.fakes.session.calls.failNext('currentUser', { kind: 'unauthorized' });
    await app.services.signIn.restore();
    renderOnboardingAt(app.services, '/signup/identity');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/signup/phone-enter');
  });
});
