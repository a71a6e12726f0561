// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApp } from '../render-with-services';
import { renderOnboardingAt } from './render-onboarding';

async function lockedFor(ms: number, extra = '') {
  const app = fakeApp();
  // The app reads time from its scheduler (virtual time from 0 here, the page's clock in a browser).
  const t = new Date(app.time.scheduler.now() + ms).toISOString();
  renderOnboardingAt(app.services, `/locked?t=${encodeURIComponent(t)}${extra}`);
  await screen.findByRole('heading', { name: 'Your account is locked' });
  return app;
}

describe('/locked?t=: the lock screen and its countdown (spec 001 §2, §4)', () => {
  afterEach(cleanup);

  it('shows when the lock ends and counts down each second in virtual time', async () => {
    const app = await lockedFor(90_500);
    expect(screen.getByRole('timer').textContent).toBe('Time left: 1 minute 31 seconds');
    expect(screen.getByText(/^You can log in again at /)).toBeDefined();
    await act(() => app.time.advance(500));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 1 minute 30 seconds');
    await act(() => app.time.advance(30_000));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 1 minute 0 seconds');
    expect(screen.queryByRole('link', { name: 'Log in again' })).toBeNull();
  });

  it('when the time passes, the customer may log in again, going back to the hub page they were on', async () => {
    const app = await lockedFor(2_000, `&return=${encodeURIComponent('/hub/price/bitcoin?range=1d')}`);
    await act(() => app.time.advance(2_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The lock is over. You can log in again.');
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login?redirect=%2Fhub%2Fprice%2Fbitcoin%3Frange%3D1d');
  });

  it('a return that is not a hub path is dropped; a missing or malformed t says only that the account is locked', async () => {
    const app = await lockedFor(1_000, '&return=https%3A%2F%2Fevil.example');
    await act(() => app.time.advance(1_000));
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
    cleanup();
    renderOnboardingAt(fakeApp().services, '/locked?t=tomorrow');
    expect(await screen.findByText('Please try again later.')).toBeDefined();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
