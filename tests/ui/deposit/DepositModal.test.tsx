// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessError } from '../../../application/ports/api-error';
import { currencyCode } from '../../../domain/money/currency';
import { renderHubAt } from '../render-hub';
import { arrangeUsd } from './deposit-fixture';

const modal = () => screen.findByRole('dialog', { name: /^Deposit USD/ });

describe('the deposit modal: picker (spec 001 §2)', () => {
  afterEach(cleanup);

  it('opens from the deep link, lists the supported methods and, disabled, the unavailable and app-only ones', async () => {
    await renderHubAt('/hub/home?deposit=usd', arrangeUsd);
    const dialog = await modal();
    const supported = within(dialog).getByRole('list', { name: 'How do you want to deposit?' });
    expect(
      within(supported)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bank transfer1-3 business days›', 'Bank transferWire · usually the same business day›']);
    const disabled = within(dialog).getByRole('list', { name: 'Not available' });
    expect(
      within(disabled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Instant depositInstantOnly in the app', 'SEPA transferUnavailable']);
    expect(within(disabled).queryByRole('button')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Back to deposit methods' })).toBeNull();
  });

  it('shows a retry view when the methods do not load, and the list once they do', async () => {
    const w = await renderHubAt('/hub/home', (world) => {
      arrangeUsd(world);
      world.fakes.deposits.calls.failNext('getDepositMethods', { kind: 'network' });
    });
    w.services.depositLauncher.open({ currency: currencyCode('USD') });
    const dialog = await modal();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('We could not load the deposit methods.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'How do you want to deposit?' })).toBeDefined();
  });

  it("says 'No deposit method found.' for a currency without methods", async () => {
    const w = await renderHubAt('/hub/home', arrangeUsd);
    w.services.depositLauncher.open({ currency: currencyCode('JPY') });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit JPY' });
    expect((await within(dialog).findByRole('status')).textContent).toBe('No deposit method found.');
  });

  it('goes straight to the only method, without a back arrow', async () => {
    const w = await renderHubAt('/hub/home', (world) => {
      arrangeUsd(world);
      world.fakes.deposits.setMethods('USD', [{ id: 'us_ach', type: 'bank_transfer' }]);
    });
    w.services.depositLauncher.open({ currency: currencyCode('USD') });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Bank transfer' });
    expect(await within(dialog).findByRole('region', { name: 'Bank details' })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Back to deposit methods' })).toBeNull();
  });

  it('goes to a supported preferred method of the deep link; the back arrow leads to the picker; Escape closes it all', async () => {
    const w = await renderHubAt('/hub/home?deposit=USD&method=us_ach', arrangeUsd);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Bank transfer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to deposit methods' }));
    expect(await within(await modal()).findByRole('list', { name: 'How do you want to deposit?' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(w.services.depositLauncher.request.getSnapshot()).toBeUndefined();
  });

  it("stops a method with the 'we are working hard' alert naming the currency when the account is not eligible", async () => {
    await renderHubAt('/hub/home?deposit=USD', (world) => {
      arrangeUsd(world);
      world.fakes.deposits.setWalletFeatures({ currency: currencyCode('USD'), canDeposit: false, canWithdraw: true, outstandingBalanceMethods: [] });
      world.fakes.deposits.setVibanCurrencies([{ id: 'USD' }]);
    });
    const dialog = await modal();
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /^Bank transfer/ }))[0] as HTMLElement);
    const alert = await screen.findByRole('alertdialog', { name: 'Coming soon' });
    expect(alert.textContent).toContain('We are working hard to bring USD deposits to your account.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await within(await modal()).findByRole('list', { name: 'How do you want to deposit?' })).toBeDefined();
  });

  it('asks for personal information first when fiat_deposit needs it', async () => {
    await renderHubAt('/hub/home?deposit=USD&method=us_ach', (world) => {
      arrangeUsd(world);
      world.fakes.config.requiredInformation = ['date_of_birth'];
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Personal information required' });
    expect(alert.textContent).toContain('Complete your personal information in the Crypto app before you deposit.');
  });

  it('a method refused by the server keeps the picker with the reason', async () => {
    await renderHubAt('/hub/home?deposit=USD', (world) => {
      arrangeUsd(world);
      world.fakes.config.calls.failNext('getRequiredPersonalInformation', businessError('bad_request'));
    });
    const dialog = await modal();
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /^Bank transfer/ }))[1] as HTMLElement);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
