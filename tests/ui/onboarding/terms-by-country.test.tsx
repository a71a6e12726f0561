// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ONBOARDING_COMPLETE } from '../../../domain/session/post-login-route';
import { fakeApp } from '../render-with-services';
import { renderOnboardingAt } from './render-onboarding';

/** A sign-up number of `phone`'s country at the code step (verify_with_terms still to come). */
async function codeStepFor(phone: string) {
  const app = fakeApp({ onboarding: { ...ONBOARDING_COMPLETE, phoneConfirmed: false, termsAccepted: false, hasPasscode: false } });
  app.fakes.session.calls.failNext('currentUser', { kind: 'unauthorized' });
  await app.services.signIn.restore();
  await app.services.signIn.submitPhone(phone);
  renderOnboardingAt(app.services, '/signup/phone-enter');
  return app;
}

describe('the terms documents of the customer’s country (spec 001 §3, §7 by_country_code)', () => {
  afterEach(cleanup);

  it('a UK number gets the GB terms, and accepts that version', async () => {
    const app = await codeStepFor('+44 7700 900003');
    const terms = await screen.findByRole('link', { name: /Terms of use/ });
    expect(terms.getAttribute('href')).toBe('https://example.test/gb/terms');
    expect(app.fakes.onboarding.calls.requests('termsByCountry')).toEqual([['GB']]);
    await userEvent.type(screen.getByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(app.fakes.session.calls.requests('verifyWithTerms')).toEqual([[{ otp: '123456', termsId: 'terms_gb', subscribeNewsletters: false }]]);
  });

  it('a US number gets the US terms', async () => {
    const app = await codeStepFor('+1 555 010 0101');
    expect((await screen.findByRole('link', { name: /Terms of use/ })).getAttribute('href')).toBe('https://example.test/us/terms');
    expect(app.fakes.onboarding.calls.requests('termsByCountry')).toEqual([['US']]);
  });
});
