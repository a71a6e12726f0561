// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHubAt } from '../render-hub';

describe('Settings: payment currency and sign out', () => {
  afterEach(cleanup);

  it('shows the current payment currency, saves another, and says so', async () => {
    const w = await renderHubAt('/hub/settings');
    const section = await screen.findByRole('region', { name: 'Payment currency' });
    const select = await within(section).findByLabelText('Currency for prices and payments');
    expect((select as HTMLSelectElement).value).toBe('USD');
    const save = within(section).getByRole('button', { name: 'Save currency' });
    expect(save).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.selectOptions(select, 'EUR');
    await user.click(save);
    await within(section).findByText('Now EUR.');
    expect(w.fakes.account.calls.requests('updatePaymentCurrency')).toEqual([['EUR']]);
  });

  it('a failed save keeps the currency and says it could not change it', async () => {
    const w = await renderHubAt('/hub/settings');
    const section = await screen.findByRole('region', { name: 'Payment currency' });
    const select = await within(section).findByLabelText('Currency for prices and payments');
    w.fakes.account.calls.failNext('updatePaymentCurrency', { kind: 'network' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'GBP');
    await user.click(within(section).getByRole('button', { name: 'Save currency' }));
    await within(section).findByText('We could not change your payment currency. Please try again.');
  });

  it('Sign out signs the customer out', async () => {
    const w = await renderHubAt('/hub/settings');
    const section = await screen.findByRole('region', { name: 'Sign out' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Sign out' }));
    expect(w.services.signIn.state.getSnapshot().user).toBeUndefined();
  });
});
