// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { ONBOARDING_COMPLETE } from '../../../domain/session/post-login-route';
import { fakeApp } from '../render-with-services';
import { renderOnboardingAt } from './render-onboarding';

async function passcodeStep() {
  const app = fakeApp({ onboarding: { ...ONBOARDING_COMPLETE, hasPasscode: false, identityApproved: false }, identityVerification: 'not_started' });
  await app.ready();
  renderOnboardingAt(app.services, '/signup/passcode');
  await screen.findByRole('heading', { name: 'Set your passcode' });
  return app;
}

const type = async (first: string, second: string) => {
  await userEvent.clear(screen.getByLabelText('New passcode'));
  await userEvent.type(screen.getByLabelText('New passcode'), first);
  await userEvent.clear(screen.getByLabelText('Enter it again'));
  await userEvent.type(screen.getByLabelText('Enter it again'), second);
  await userEvent.click(screen.getByRole('button', { name: 'Set passcode' }));
};

describe('/signup/passcode: the first passcode, typed twice (spec 001 §2)', () => {
  afterEach(cleanup);

  it('refuses an incomplete, a guessable and a mismatched passcode before any call, each with its message on the fields', async () => {
    const app = await passcodeStep();
    await type('1472', '1472');
    expect(screen.getByRole('alert').textContent).toBe('Enter all 6 digits.');
    await type('111111', '111111');
    expect(screen.getByRole('alert').textContent).toMatch(/too easy to guess/);
    await type('147258', '147259');
    expect(screen.getByRole('alert').textContent).toBe('The two passcodes do not match.');
    expect(screen.getByLabelText('New passcode').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(app.fakes.session.calls.count('updatePasscode')).toBe(0);
  });

  it('keeps only digits, six at most, in password fields', async () => {
    await passcodeStep();
    await userEvent.type(screen.getByLabelText('New passcode'), '12a3-4567');
    const field = screen.getByLabelText<HTMLInputElement>('New passcode');
    expect(field.value).toBe('123456');
    expect(field.type).toBe('password');
  });

  it('registers the device’s first key, sets the passcode, and moves on to the identity step', async () => {
    const app = await passcodeStep();
    await type('246810', '246810');
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeDefined();
    expect(app.fakes.session.calls.requests('registerDevice')).toEqual([[undefined]]);
    expect(app.fakes.session.calls.requests('updatePasscode')).toEqual([['246810']]);
  });

  it('a refused passcode (the server’s message) keeps the customer on the step', async () => {
    const app = await passcodeStep();
    app.fakes.session.calls.failNext('updatePasscode', businessError('passcode_too_simple'));
    await type('246810', '246810');
    expect((await screen.findByRole('alert')).textContent).toMatch(/too easy to guess/);
    expect(screen.getByRole('heading', { name: 'Set your passcode' })).toBeDefined();
  });
});
