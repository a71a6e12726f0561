// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { PhonePage } from '../../../ui/login/PhonePage';
import { fakeApp, renderWithServices } from '../render-with-services';

/** Spec 001 §8 login error codes, each with the message the customer reads. */
const LOGIN_ERRORS = [
  ['invalid_token', 'Your login link is no longer valid. Please start again.'],
  ['token_expired', 'Your login expired. Please start again.'],
  ['risk_rejected_login', 'We could not log you in. Please contact support.'],
  ['auth_restricted', 'Logging in is restricted for this account. Please contact support.'],
  ['invalid_dsa', 'Invalid signature. Please log in again.'],
] as const;

async function refusedWith(error: ReturnType<typeof businessError>): Promise<string> {
  const app = fakeApp();
  app.fakes.session.calls.failNext('startPhoneLogin', error);
  renderWithServices(<PhonePage />, app.services, '/login');
  await userEvent.type(screen.getByLabelText('Phone number'), '+1 555 010 0001');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return (await screen.findByRole('alert')).textContent ?? '';
}

describe('login errors (spec 001 §8): each code with its message on the phone field', () => {
  afterEach(cleanup);

  it.each(LOGIN_ERRORS)('%s', async (code, message) => {
    expect(await refusedWith(businessError(code))).toBe(message);
  });

  it('account_locked says how long; a lockout of one-time codes says so with the minutes', async () => {
    expect(await refusedWith(businessError('account_locked', { meta: { lock_duration_in_minutes: 30 } }))).toBe('Too many attempts. Try again in 30 minutes.');
  });

  it('the page links to sign-up', () => {
    renderWithServices(<PhonePage />, fakeApp().services, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });
});
