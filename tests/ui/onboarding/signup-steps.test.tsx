// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_COMPLETE, type PostLoginUserState } from '../../../domain/session/post-login-route';
import { fakeApp } from '../render-with-services';
import { renderOnboardingAt } from './render-onboarding';

async function at(path: string, onboarding: Partial<PostLoginUserState>, identityVerification = 'approved') {
  const app = fakeApp({ onboarding: { ...ONBOARDING_COMPLETE, ...onboarding }, identityVerification });
  await app.ready();
  renderOnboardingAt(app.services, path);
  return app;
}

describe('the sign-up steps (spec 001 §2)', () => {
  afterEach(cleanup);

  it('/signup email step: a wrong address stays here with its message; the code confirms the address and opens the hub', async () => {
    const app = await at('/signup', { emailConfirmed: false });
    await userEvent.type(await screen.findByLabelText('Email address'), 'evan@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toMatch(/valid email address/);
    expect(app.fakes.session.calls.count('sendEmailCode')).toBe(0);
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'Evan@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to e***@example.com. It can take a minute to arrive.')).toBeDefined();
    await userEvent.type(screen.getByLabelText('Code from the email'), '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect code. 4 attempts left.');
    await userEvent.type(screen.getByLabelText('Code from the email'), '123456');
    expect((await screen.findByTestId('location')).textContent).toBe('hub /hub/home');
  });

  it('/signup/phone-enter: the country’s calling code goes before the number; a number with an account goes on to the login code', async () => {
    const app = fakeApp();
    app.fakes.session.calls.failNext('currentUser', { kind: 'unauthorized' });
    await app.services.signIn.restore();
    renderOnboardingAt(app.services, '/signup/phone-enter');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country or region' }), 'GB');
    await userEvent.type(screen.getByLabelText('Phone number'), '07700 900003');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(app.fakes.session.calls.requests('startPhoneLogin')).toEqual([['+447700900003']]);
  });

  it('/signup/phone-enter for a sign-up number: the terms of its country, a referral code checked, then the code with the terms signs in', async () => {
    const app = fakeApp({ onboarding: { ...ONBOARDING_COMPLETE, phoneConfirmed: false, termsAccepted: false, hasPasscode: false } });
    app.fakes.session.calls.failNext('currentUser', { kind: 'unauthorized' });
    await app.services.signIn.restore();
    await app.services.signIn.submitPhone('+1 555 010 0101');
    renderOnboardingAt(app.services, '/signup/phone-enter');
    expect(await screen.findByRole('link', { name: /Terms of use/ })).toBeDefined();
    expect(screen.getByRole('link', { name: /Sign-up privacy notice/ }).getAttribute('target')).toBe('_blank');
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), 'paused10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText(/cannot be used/)).getAttribute('role')).toBe('status');
    await userEvent.clear(screen.getByLabelText('Referral code (optional)'));
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), 'welcome25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME25 applied: you get $25.00 after your first trade.')).toBeDefined();
    await userEvent.type(screen.getByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByLabelText('Send me product news and offers by email'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'Set your passcode' })).toBeDefined();
    expect(app.fakes.session.calls.requests('verifyWithTerms')).toEqual([[{ otp: '123456', termsId: 'terms_us', subscribeNewsletters: true }]]);
  });

  it('/signup/identity: the provider page, then pending review and rejected each with their copy', async () => {
    const app = await at('/signup/identity', { identityApproved: false }, 'not_started');
    expect(await screen.findByText(/required to confirm who you are/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'I have finished: check my status' })).toBeNull();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    app.fakes.session.decideIdentity('pending');
    await userEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('https://gateway.fake/gateway/identity/1'));
    open.mockRestore();
    await userEvent.click(await screen.findByRole('button', { name: 'I have finished: check my status' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/being reviewed/);
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
    app.fakes.session.decideIdentity('rejected');
    await userEvent.click(screen.getByRole('button', { name: 'I have finished: check my status' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/contact support/);
    app.fakes.session.decideIdentity('approved');
    await userEvent.click(screen.getByRole('button', { name: 'I have finished: check my status' }));
    expect((await screen.findByTestId('location')).textContent).toBe('hub /hub/home');
  });

  it('/login/unsupported-country: what and why, the app download, the customer’s name and log out', async () => {
    const app = await at('/login/unsupported-country', { mainAppWebEnabled: false });
    expect(await screen.findByRole('heading', { name: 'Crypto is not available on the web where you are' })).toBeDefined();
    expect(screen.getByText('You are signed in as Alex Morgan.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(await screen.findByRole('dialog', { name: 'Get the Crypto app' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByTestId('location')).textContent).toBe('login /login');
    expect(app.fakes.session.calls.count('logout')).toBe(1);
  });
});
