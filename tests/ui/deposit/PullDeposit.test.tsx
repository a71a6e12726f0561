// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_DEPOSIT_PASSCODE } from '../../../adapters/fake/fake-deposits-adapter';
import { renderHubAt } from '../render-hub';

type World = Awaited<ReturnType<typeof renderHubAt>>;

const openPull = async (arrange: (w: World) => void = () => undefined) => {
  const world = await renderHubAt('/hub/home?deposit=USD&method=us_ach_pull', (w) => {
    w.fakes.account.setTotal('0').setFiatWallet('USD', '500');
    w.fakes.config.appConfig = { ...w.fakes.config.appConfig, internalTesterUuids: ['user-1'] };
    w.fakes.deposits.setMethods('USD', [{ id: 'us_ach' }, { id: 'us_ach_pull' }]);
    arrange(w);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit USD · Instant deposit' }, { timeout: 5_000 });
  return { world, dialog };
};

const linked = (w: World) => {
  w.fakes.bankLinking
    .addAccount({ id: 'ba-expired', bankName: 'Wells Fargo', maskedAccountIdentifier: '•••• 1111', status: 'expired' })
    .addAccount({ id: 'ba-chase', bankName: 'Chase', maskedAccountIdentifier: '•••• 4444', status: 'authenticated' });
  w.fakes.deposits.orders.addBankAccount('ba-chase').addBankAccount('ba-expired');
};

describe('the instant deposit (us_ach_pull) in the deposit modal (spec 001 §2 pull deposit)', () => {
  afterEach(cleanup);

  it('Empty: without a linked bank the three steps and the way to link one', async () => {
    const { dialog } = await openPull();
    expect(await within(dialog).findByRole('heading', { name: 'Deposit straight from your bank' })).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Link your bank account.', 'Start a deposit of the amount you choose.', 'The money settles in your cash account.']);
    expect(within(dialog).getByRole('button', { name: 'Link a bank account in the Crypto app' })).toBeDefined();
  });

  it('Error: a failed load offers a retry', async () => {
    const { dialog } = await openPull((w) => {
      linked(w);
      w.fakes.bankLinking.calls.failNext('listBankAccounts', { kind: 'network' });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your bank accounts.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radiogroup', { name: 'From' })).toBeDefined();
  });

  it('Deposit: the active account is chosen, a relink one disabled; a low amount is refused; confirm, passcode, pending, then arrived with the balances reloaded', async () => {
    const { world, dialog } = await openPull(linked);
    const from = await within(dialog).findByRole('radiogroup', { name: 'From' });
    expect(within(from).getByRole('radio', { name: /^Chase/ })).toHaveProperty('checked', true);
    expect(within(from).getByRole('radio', { name: /^Wells Fargo/ })).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is below the minimum deposit.');
    await userEvent.type(within(dialog).getByLabelText('Amount in USD'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await userEvent.type(await within(dialog).findByLabelText('Enter your 6-digit passcode'), FAKE_DEPOSIT_PASSCODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your deposit of $150.00 is on its way. It settles in your cash account shortly.');
    const before = world.fakes.account.calls.count('getWallets');
    const [receipt] = world.fakes.deposits.orders.deposits;
    world.fakes.payments.settleDeposit(receipt?.transactionId ?? '');
    await act(() => world.time.advance(1_000));
    expect(await within(dialog).findByText('Your deposit of $150.00 has arrived.')).toBeDefined();
    await vi.waitFor(() => expect(world.fakes.account.calls.count('getWallets')).toBeGreaterThan(before));
  });
});
